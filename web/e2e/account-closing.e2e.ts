import { en } from '@typetest/events/i18n';
import { describe, expect, it } from 'vitest';
import { registerCompany, unique } from './support/account-company.ts';
import { openAccountAs, openFromMenu, startSignedOut, welcomeHeading } from './support/account-page.ts';
import { inviteThroughApi } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

describe('given a signed-in company in Account settings', () => {
  it('when it closes its account with a wrong password, then it is told so; with its password, then it sees when the account closes, and it can cancel', async () => {
    const company = await registerCompany(e2e.product);
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Account settings');
    const closing = page.getByRole('region', { name: 'Close account' });
    // What closing does, and after how long (the product's ACCOUNT_CLOSING_GRACE_DAYS, 30 by default).
    await closing.getByText(/^Closing your account erases, 30 days after you ask,/).waitFor();

    await closing.getByLabel(/^Your password/).fill('not my password');
    await closing.getByRole('button', { name: 'Close account' }).click();
    await closing.getByRole('alert').filter({ hasText: 'The password is not correct. Nothing was changed.' }).waitFor();

    await closing.getByLabel(/^Your password/).fill(company.password);
    await closing.getByRole('button', { name: 'Close account' }).click();
    const pending = closing.getByText(/^Your account closes on .+\. Until then you can log in and cancel the closing\./);
    await pending.waitFor();
    const closesOn = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(Date.now() + 30 * 86_400_000));
    expect(await pending.textContent()).toContain(closesOn);
    // Logging in again during the grace period, the menu says so first.
    await page.goto(`${e2e.product.url}/login`);
    await welcomeHeading(page, company).waitFor();
    await page.getByText(/^Your account closes on .+\. Until then you can log in and cancel the closing\./).waitFor();
    await openFromMenu(page, 'Account settings');
    await pending.waitFor();

    await closing.getByRole('button', { name: 'Cancel closing' }).click();
    await closing.getByText('The closing of your account is cancelled. Your account stays open.').waitFor();
    await closing.getByRole('button', { name: 'Close account' }).waitFor();
    expect(await pending.count()).toBe(0);
  });
});

describe('given a company with an applicant awaiting results', () => {
  it('when it erases their personal data from the awaiting list and confirms with "Erase", then the applicant is gone from the list', async () => {
    const company = await registerCompany(e2e.product);
    const applicant = { fullName: 'Nora Helmer', email: `nora.${unique()}@applicants.example` };
    const kept = { fullName: 'Torvald Helmer', email: `torvald.${unique()}@applicants.example` };
    await inviteThroughApi(e2e.product, company, [applicant, kept]);
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Invite applicants');
    const list = page.getByRole('region', { name: en.account.invite.awaiting });
    const entry = (email: string) => list.getByRole('listitem').filter({ hasText: email });
    await entry(applicant.email).waitFor();

    await list.getByRole('button', { name: `Erase personal data of ${applicant.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase personal data' });
    await dialog.getByText(`Erase the personal data of ${applicant.fullName} (${applicant.email}) for good?`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();

    await entry(applicant.email).waitFor({ state: 'detached' });
    expect(await list.getByText(applicant.fullName).count()).toBe(0);
    expect(await entry(kept.email).count()).toBe(1);
  });
});

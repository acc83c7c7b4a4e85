import { describe, expect, it } from 'vitest';
import { registerCompany, unique } from './support/account-company.ts';
import { openAccountAs, openFromMenu, startSignedOut } from './support/account-page.ts';
import { screen } from './support/applicant-page.ts';
import { invitationMail, inviteThroughApi } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

describe('given a company that writes a welcome note in Account settings', () => {
  it('when it invites an applicant, then the mail comes from "{company} via Typetest" with the note, and the welcome screen shows the note as typed', async () => {
    const company = await registerCompany(e2e.product);
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Account settings');
    // Line breaks kept; markup is text, never HTML.
    const note = 'Welcome to our team test!\nQuestions? Ask <b>Anna</b> in HR.';
    await page.getByLabel(/^Welcome note/).fill(note);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const saved = page.getByRole('dialog', { name: 'Changes saved' });
    await saved.getByRole('button', { name: 'Understood' }).click();

    const invited = { fullName: 'Ada Lovelace', email: `ada.${unique()}@applicants.example` };
    await inviteThroughApi(e2e.product, company, [invited]);
    const { mail, link } = await invitationMail(e2e.product, invited.email, company.textFolder);
    expect(mail.from?.value[0]?.name).toBe(`${company.companyName} via Typetest`);
    expect(mail.replyTo?.value[0]?.address).toBe(company.loginEmail);
    expect((mail.text ?? '').replaceAll('\u2060', '')).toContain(`A note from the company:\n\n${note}`);

    await page.goto(link);
    await screen(page, 'Welcome');
    const shown = page.locator('.welcome-note');
    expect(await shown.textContent()).toBe(note);
    expect(await shown.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-line');
    expect(await shown.locator('b').count()).toBe(0);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, registerCompany, type TestCompany } from './support/account-company.ts';
import { linkIn, mailTo } from './support/account-mail.ts';
import { loginHeading, logInInBrowser, openFromMenu, startSignedOut, welcomeHeading } from './support/account-page.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';
import { openInTheme, screenChecks } from './support/screen-check.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

const screens = screenChecks();
const check = screens.check;

async function closeModal(page: Page, title: string) {
  const modal = page.getByRole('dialog', { name: title });
  await modal.getByRole('button', { name: 'Understood' }).click();
  await modal.waitFor({ state: 'hidden' });
}

/** An unused reset link of `company`, from the mail a forgot-password request brings. */
async function resetLink(company: TestCompany): Promise<string> {
  expect((await callApi(e2e.product, '/api/email/forgotPassword', { email: company.loginEmail })).status).toBe(200);
  return linkIn(await mailTo(e2e.product, company.loginEmail, 'Reset your Typetest password'), e2e.product, '/login');
}

describe.each([
  ['light', 1280],
  ['dark', 1280],
  ['light', 375],
  ['dark', 375],
] as const)('given the account page in the %s theme, %i px wide', (theme, width) => {
  it('when axe checks every view of a signed-out visitor, then it finds nothing serious or critical', async () => {
    screens.reset();
    const company = await registerCompany(e2e.product);
    let page = await openInTheme(e2e, '/login?vc=waiting-for-login', theme, width);
    await loginHeading(page).waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Enter your e-mail address.').waitFor();
    await check(page, 'login view with its errors and the verification notice', width);

    const link = new URL(await resetLink(company));
    page = await openInTheme(e2e, `${link.pathname}${link.search}`, theme, width);
    await page.getByLabel(/^New password/).fill('abc');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('dialog', { name: 'Weak password' }).waitFor();
    await check(page, 'reset view with the weak-password modal', width);
    await closeModal(page, 'Weak password');

    page = await openInTheme(e2e, '/login?fpc=unknown', theme, width);
    await page.getByRole('button', { name: 'Back to login' }).waitFor();
    await check(page, 'invalid reset link', width);
  });

  it('when axe checks every view of a signed-in company, then it finds nothing serious or critical', async () => {
    screens.reset();
    const other = await registerCompany(e2e.product);
    const company = await registerCompany(e2e.product, { texts: ['First text.', 'Second text.'] });
    const page = await openInTheme(e2e, '/login', theme, width);
    await logInInBrowser(page, company.loginEmail, company.password);
    await welcomeHeading(page, company).waitFor();
    await page.getByRole('button', { name: 'Send the verification e-mail again' }).waitFor();
    await check(page, 'menu with the unverified e-mail notice', width);

    await openFromMenu(page, 'Manage your texts');
    await page.getByRole('button', { name: '+ Add another text' }).click();
    await check(page, 'own texts', width);
    await page.getByLabel('Use default texts').check();
    await page.getByText('You are currently using our default texts.').waitFor();
    await page.getByLabel(/^Text 4/).waitFor();
    await check(page, 'default texts', width);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('dialog', { name: 'Changes saved' }).waitFor();
    await check(page, 'Changes saved modal', width);
    await closeModal(page, 'Changes saved');
    await page.getByRole('button', { name: 'My account' }).click();

    await openFromMenu(page, 'Account settings');
    await page.getByLabel('I want to log in and receive results with the same e-mail address').uncheck();
    await page.getByLabel(/^Your unique URL/).fill(other.textFolder);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('dialog', { name: 'URL already exists' }).waitFor();
    await check(page, 'URL already exists modal', width);
    await closeModal(page, 'URL already exists');
    await page.getByLabel(/^Contact full name/).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('This field must not be empty.').waitFor();
    await check(page, 'account settings with the results e-mail and errors', width);
    await page.getByRole('button', { name: 'Back', exact: true }).click();

    // A new company's history and invitations, empty (account-applicants-accessibility.e2e.ts checks them full).
    for (const [view, empty] of [
      ['Applicant results & history', 'No results'],
      ['Invite applicants', 'No current applicants right now, do some invitations!'],
    ] as const) {
      await openFromMenu(page, view);
      await page.getByText(empty, { exact: true }).waitFor();
      await check(page, view, width);
      await page.getByRole('button', { name: 'My account', exact: true }).click();
    }

    await openFromMenu(page, 'Contact support');
    await check(page, 'contact support', width);
    await page.getByLabel(/^Title/).fill('Hello');
    await page.getByLabel(/^Details/).fill('A question.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your e-mail has been sent.' }).waitFor();
    await check(page, 'support sent', width);
    expect(screens.checked).toHaveLength(10);
  });
});

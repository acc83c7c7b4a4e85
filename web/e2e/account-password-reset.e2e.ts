import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, registerCompany, type TestCompany } from './support/account-company.ts';
import { linkIn, mailTo } from './support/account-mail.ts';
import { logInInBrowser, loginHeading, startSignedOut, storedTokens, toast, welcomeHeading } from './support/account-page.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

const newPasswordField = (page: Page) => page.getByLabel(/^New password/);
const changeButton = (page: Page) => page.getByRole('button', { name: 'Change password' });

/** Asks for a reset on the login view, as the company would, and answers the link the mail brought. */
async function resetLinkFor(company: TestCompany): Promise<string> {
  const page = e2e.page;
  await page.goto(`${e2e.product.url}/login`);
  await page.getByLabel('E-mail').fill(company.loginEmail);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await toast(page, 'Email sent, check your inbox').waitFor();
  const mail = await mailTo(e2e.product, company.loginEmail, 'Reset your Typetest password');
  return linkIn(mail, e2e.product, '/login');
}

async function openResetView(link: string): Promise<Page> {
  await e2e.page.goto(link);
  await newPasswordField(e2e.page).waitFor();
  return e2e.page;
}

describe('given a company that forgot its password', () => {
  it('when it opens the mail’s link and sets a new password, then "Password changed", it is signed in at /login without the code, and only the new password works from then on', async () => {
    const company = await registerCompany(e2e.product);
    const link = await resetLinkFor(company);
    expect(new URL(link).searchParams.get('fpc')).toBeTruthy();
    const page = await openResetView(link);
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();

    // Change password waits for a password; the field asks for 6 characters.
    expect(await changeButton(page).isDisabled()).toBe(true);
    expect(await newPasswordField(page).getAttribute('minlength')).toBe('6');
    const newPassword = `${company.password}-renewed`;
    await newPasswordField(page).fill(newPassword);
    await changeButton(page).click();

    await toast(page, 'Password changed').waitFor();
    await welcomeHeading(page, company).waitFor();
    expect(page.url()).toBe(`${e2e.product.url}/login`);
    expect(await storedTokens(page)).not.toBeNull();

    expect((await callApi(e2e.product, '/api/db/login', { user: { email: company.loginEmail, password: company.password } })).status).toBe(401);
    expect((await callApi(e2e.product, '/api/db/login', { user: { email: company.loginEmail, password: newPassword } })).status).toBe(200);

    // The link worked once.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto(link);
    await page.getByText('Invalid or expired reset link.', { exact: true }).first().waitFor();
  });

  it('when the new password is shorter than 6, too common or too easy to guess, then "Weak password" says so and the password stays as it was', async () => {
    const company = await registerCompany(e2e.product);
    const page = await openResetView(await resetLinkFor(company));

    await newPasswordField(page).fill('abc12');
    await changeButton(page).click();
    const weak = page.getByRole('dialog', { name: 'Weak password' });
    await weak.getByText('Your new password is too weak. You need to have at least 6 characters.').waitFor();
    await weak.getByRole('button', { name: 'Understood' }).click();
    await weak.waitFor({ state: 'hidden' });

    // Long enough, but one of the most common: the API refuses it as weak too.
    await newPasswordField(page).fill('password');
    await changeButton(page).click();
    await weak.waitFor();
    await weak.getByRole('button', { name: 'Understood' }).click();
    await page.getByText('This password is too common. Please choose another one.', { exact: false }).waitFor();
    expect(await newPasswordField(page).getAttribute('aria-invalid')).toBe('true');

    // Six characters, but one letter six times: too easy to guess, in the API's words beside the field.
    await newPasswordField(page).fill('aaaaaa');
    await changeButton(page).click();
    await weak.waitFor();
    await weak.getByRole('button', { name: 'Understood' }).click();
    await page
      .getByText('This password is too easy to guess. Avoid repeated or sequential characters (like "aaaaaa" or "abcdef") and names such as your company\'s.', { exact: false })
      .waitFor();

    await logInInBrowserAfterBack(page, company);
  });

  it('when Back is pressed on the reset view, then the login view is shown at /login', async () => {
    const company = await registerCompany(e2e.product);
    const page = await openResetView(await resetLinkFor(company));
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await loginHeading(page).waitFor();
    expect(page.url()).toBe(`${e2e.product.url}/login`);
  });
});

/** The old password still works: nothing was changed. */
async function logInInBrowserAfterBack(page: Page, company: TestCompany) {
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await loginHeading(page).waitFor();
  await logInInBrowser(page, company.loginEmail, company.password);
  await welcomeHeading(page, company).waitFor();
}

describe('given a reset link that is not (or no longer) valid', () => {
  it('when it is opened, then "Invalid or expired reset link." shows with the way back to login, and no password field', async () => {
    const page = e2e.page;
    await page.goto(`${e2e.product.url}/login?fpc=not-a-real-code`);
    await page.getByRole('main').getByText('Invalid or expired reset link.', { exact: true }).waitFor();
    expect(await newPasswordField(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Back to login' }).click();
    await loginHeading(page).waitFor();
  });
});

import { describe, expect, it } from 'vitest';
import { registerCompany, type TestCompany } from './support/account-company.ts';
import { logInInBrowser, loginHeading, openAccountAs, passwordField, startSignedOut, storedTokens, toast, welcomeHeading } from './support/account-page.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

/** Every call the page made to the API, by path. */
let calls: string[];
/** Every script the page downloaded, by path. */
let scripts: string[];

const e2e = useProductInBrowser({
  async setUpPage(page, product) {
    await startSignedOut(page, product);
    calls = [];
    scripts = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(pathname);
      if (request.resourceType() === 'script') scripts.push(pathname);
    });
  },
});

let company: TestCompany;

async function openLoginPage() {
  company = await registerCompany(e2e.product);
  await e2e.page.goto(`${e2e.product.url}/login`);
  await loginHeading(e2e.page).waitFor();
}

describe('given a registered company on the login view', () => {
  it('when the password is wrong, then "Wrong username or password" shows as a toast, the company stays signed out and the e-mail stays typed', async () => {
    await openLoginPage();
    await logInInBrowser(e2e.page, company.loginEmail, 'not-the-password');

    await toast(e2e.page, 'Wrong username or password').waitFor();
    expect(await e2e.page.getByLabel('E-mail').inputValue()).toBe(company.loginEmail);
    expect(await storedTokens(e2e.page)).toBeNull();
    await loginHeading(e2e.page).waitFor();
  });

  it('when the e-mail is typed in capitals, then it is lower-cased as it is typed; Enter in the password field logs in with "Logged in" and the menu', async () => {
    await openLoginPage();
    const email = e2e.page.getByLabel('E-mail');
    await email.pressSequentially('ANNA.');
    // Lower-case while still typing, not only on submit.
    expect(await email.inputValue()).toBe('anna.');
    await email.fill('');
    await email.pressSequentially(company.loginEmail.toUpperCase());
    expect(await email.inputValue()).toBe(company.loginEmail);

    const password = passwordField(e2e.page);
    await password.fill(company.password);
    await password.press('Enter');

    await welcomeHeading(e2e.page, company).waitFor();
    await toast(e2e.page, 'Logged in').waitFor();
    expect(await storedTokens(e2e.page)).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    // Breadcrumb: Main page (to /) › My account.
    const breadcrumb = e2e.page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link', { name: 'Main page' }).getAttribute('href')).toBe('/');
    expect(await breadcrumb.locator('[aria-current="page"]').textContent()).toBe('My account');
    for (const button of ['Manage your texts', 'Account settings', 'Applicant results & history', 'Invite applicants', 'Contact support', 'Log out']) {
      await e2e.page.getByRole('button', { name: button, exact: true }).waitFor();
    }
  });

  it('when the Login button is pressed twice quickly, then one login is sent', async () => {
    await openLoginPage();
    await e2e.page.getByLabel('E-mail').fill(company.loginEmail);
    await passwordField(e2e.page).fill(company.password);
    const login = e2e.page.getByRole('button', { name: 'Login', exact: true });
    await login.dblclick();
    await welcomeHeading(e2e.page, company).waitFor();
    expect(calls.filter((path) => path === '/api/db/login')).toHaveLength(1);
  });

  it('when a field is empty, then Login says which one beside it and sends nothing', async () => {
    await openLoginPage();
    await e2e.page.getByRole('button', { name: 'Login', exact: true }).click();
    const email = e2e.page.getByLabel('E-mail');
    await e2e.page.getByText('Enter your e-mail address.', { exact: true }).waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);

    await email.fill(company.loginEmail);
    await e2e.page.getByRole('button', { name: 'Login', exact: true }).click();
    await e2e.page.getByText('Enter your password.', { exact: true }).waitFor();
    expect(calls).not.toContain('/api/db/login');
  });

  it('when "Forgot password?" is pressed with the e-mail empty, then it says so beside the field and sends nothing; with an address it sends the reset mail and says "Email sent, check your inbox"', async () => {
    await openLoginPage();
    await e2e.page.getByRole('button', { name: 'Forgot password?' }).click();
    await e2e.page.getByText('Enter your e-mail address here first, then press "Forgot password?" again.', { exact: true }).waitFor();
    expect(await e2e.page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(calls).not.toContain('/api/email/forgotPassword');

    await e2e.page.getByLabel('E-mail').fill(company.loginEmail);
    await e2e.page.getByRole('button', { name: 'Forgot password?' }).click();
    await toast(e2e.page, 'Email sent, check your inbox').waitFor();
    expect(calls.filter((path) => path === '/api/email/forgotPassword')).toHaveLength(1);
  });

  it('when the register link is followed, then it leads to /register', async () => {
    await openLoginPage();
    await e2e.page.getByRole('link', { name: 'No account yet? Register' }).click();
    await e2e.page.waitForURL(`${e2e.product.url}/register`);
  });
});

describe('given a signed-in company', () => {
  it('when /login is reloaded, then the company is still signed in: its menu shows without logging in again', async () => {
    company = await registerCompany(e2e.product);
    await openAccountAs(e2e.page, e2e.product, company);
    const loginsBefore = calls.filter((path) => path === '/api/db/login').length;

    await e2e.page.reload();
    await welcomeHeading(e2e.page, company).waitFor();
    expect(calls.filter((path) => path === '/api/db/login')).toHaveLength(loginsBefore);
  });

  it('when it logs out, then "Logged out" shows, the login view is back with empty fields, and both tokens have left storage', async () => {
    company = await registerCompany(e2e.product);
    await openAccountAs(e2e.page, e2e.product, company);

    await e2e.page.getByRole('button', { name: 'Log out' }).click();

    await toast(e2e.page, 'Logged out').waitFor();
    await loginHeading(e2e.page).waitFor();
    expect(await e2e.page.getByLabel('E-mail').inputValue()).toBe('');
    expect(await passwordField(e2e.page).inputValue()).toBe('');
    expect(await storedTokens(e2e.page)).toBeNull();
    // Focus moves to the new view's heading, so a keyboard user is not left on a vanished button.
    await expect.poll(() => loginHeading(e2e.page).evaluate((heading) => heading === document.activeElement)).toBe(true);

    await e2e.page.reload();
    await loginHeading(e2e.page).waitFor();
  });
});

describe('given a visitor on the landing page', () => {
  it('when the page loads, then the account screens are not downloaded; following Login fetches them', async () => {
    await e2e.page.goto(e2e.product.url);
    await e2e.page.getByRole('button', { name: 'Login' }).waitFor();
    const accountScripts = () => scripts.filter((path) => path.includes('login-page'));
    expect(accountScripts()).toEqual([]);

    await e2e.page.getByRole('button', { name: 'Login' }).click();
    await loginHeading(e2e.page).waitFor();
    expect(accountScripts()).toHaveLength(1);
  });
});

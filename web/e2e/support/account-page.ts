import type { Page } from 'playwright-core';
import type { TestCompany, Tokens } from './account-company.ts';
import type { TestProduct } from './product.ts';

/** The account page (/login) driven as a company would: by labels, roles and the words on the screen. */

export const tokenKeys = ['accessToken', 'refreshToken'] as const;

/**
 * Starts a test's page as a first visit to the account page: the pages of one test file share a
 * browser, and so its localStorage, where the session of the test before would still be.
 * Waits are kept short, so a screen that never comes fails in seconds.
 */
export async function startSignedOut(page: Page, product: TestProduct): Promise<void> {
  page.setDefaultTimeout(10_000);
  await page.goto(`${product.url}/robots.txt`);
  await page.evaluate(() => localStorage.clear());
}

/** A toast (react-hot-toast announces each as role=status) showing exactly these words. */
export function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

/** The signed-in menu's heading: "Welcome" and the company's name. */
export function welcomeHeading(page: Page, company: Pick<TestCompany, 'companyName'>) {
  return page.getByRole('heading', { level: 1, name: `Welcome ${company.companyName}` });
}

export function loginHeading(page: Page) {
  return page.getByRole('heading', { level: 1, name: 'Log in to your account' });
}

/** The login view's password input (its label reads "Password *"; "Show password" is the toggle's). */
export function passwordField(page: Page) {
  return page.getByLabel(/^Password/);
}

/** Types the e-mail and password into the login view and presses Enter. */
export async function logInInBrowser(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await passwordField(page).fill(password);
  await passwordField(page).press('Enter');
}

/** Opens /login as `company`, signed in through the UI, and waits for its menu. */
export async function openAccountAs(page: Page, product: TestProduct, company: TestCompany): Promise<void> {
  await page.goto(`${product.url}/login`);
  await loginHeading(page).waitFor();
  await logInInBrowser(page, company.loginEmail, company.password);
  await welcomeHeading(page, company).waitFor();
}

/** The session this page's storage holds, or null. */
export async function storedTokens(page: Page): Promise<Tokens | null> {
  const [accessToken, refreshToken] = await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [...tokenKeys]);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

export async function storeTokens(page: Page, tokens: Tokens): Promise<void> {
  await page.evaluate((stored) => {
    localStorage.setItem('accessToken', stored.accessToken);
    localStorage.setItem('refreshToken', stored.refreshToken);
  }, tokens);
}

/** Opens a view of the signed-in menu by its button and waits for its heading. */
export async function openFromMenu(page: Page, button: string, heading = button): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

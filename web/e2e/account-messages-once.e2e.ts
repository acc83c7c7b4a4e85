import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany } from './support/account-company.ts';
import { loginHeading, logInInBrowser, openAccountAs, openFromMenu, startSignedOut } from './support/account-page.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

/**
 * Each message of the account page is said in one place: a toast, a notice beside the form, or a
 * modal, never two of them at once (web/src/shared/forms/README.md).
 */
const e2e = useProductInBrowser({ setUpPage: startSignedOut });

const unreachable = 'We could not reach Typetest. Check your connection and try again.';

/**
 * How many times the page says `words` once it has said them: after the first, two frames more,
 * time enough for a toast raised by the same answer to be drawn.
 */
async function timesSaid(page: Page, words: string): Promise<number> {
  const said = page.getByText(words, { exact: true });
  await said.first().waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return said.count();
}

/** The API call at `path` never reaches the server, as on a lost connection. */
const cutOff = (page: Page, path: string) => page.route(`**${path}`, (route) => route.abort('internetdisconnected'));

describe('given a company on the login view', () => {
  it('when the password is wrong, then "Wrong username or password" is said once, as the toast', async () => {
    const company = await registerCompany(e2e.product);
    await e2e.page.goto(`${e2e.product.url}/login`);
    await loginHeading(e2e.page).waitFor();

    await logInInBrowser(e2e.page, company.loginEmail, 'not-the-password');

    expect(await timesSaid(e2e.page, 'Wrong username or password')).toBe(1);
    expect(await e2e.page.getByRole('status').filter({ hasText: 'Wrong username or password' }).count()).toBe(1);
  });
});

describe('given a reset link that is no longer valid', () => {
  it('when it is opened, then "Invalid or expired reset link." is said once, on the view with the way back', async () => {
    await e2e.page.goto(`${e2e.product.url}/login?fpc=not-a-real-code`);

    expect(await timesSaid(e2e.page, 'Invalid or expired reset link.')).toBe(1);
    await e2e.page.getByRole('alert').getByText('Invalid or expired reset link.').waitFor();
  });
});

describe('given a signed-in company whose connection drops as it saves', () => {
  it.each([
    [
      'Manage your texts',
      '/api/db/inserttexts',
      async (page: Page) => {
        await page.getByLabel(/^Text 1/).fill('A text of our own to type.');
        await page.getByRole('button', { name: 'Save changes' }).click();
      },
    ],
    [
      'Account settings',
      '/api/db/editCompany',
      async (page: Page) => {
        await page.getByLabel(/^Company name/).fill('Renamed AB');
        await page.getByRole('button', { name: 'Save changes' }).click();
      },
    ],
    [
      'Contact support',
      '/api/email/contactus',
      async (page: Page) => {
        await page.getByLabel(/^Title/).fill('A question');
        await page.getByLabel(/^Details/).fill('How do the texts rotate?');
        await page.getByRole('button', { name: 'Submit' }).click();
      },
    ],
  ] as const)('when it saves in %s, then the failure is said once, beside the form, and not as a toast too', async (view, path, save) => {
    const company = await registerCompany(e2e.product);
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, view);
    await cutOff(page, path);

    await save(page);

    expect(await timesSaid(page, unreachable)).toBe(1);
    await page.getByRole('alert').filter({ hasText: unreachable }).waitFor();
  });
});

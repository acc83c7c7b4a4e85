import { describe, expect, it } from 'vitest';
import { changeLoginEmail, linkInMailTo, registerCompany } from './support/auth-link-accounts.ts';
import { expectAccessibleInBothThemes, expectFitsPhone, focusedText, openDialog } from './support/auth-link-screen.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

/** Paths of the account-action calls the page made. */
let authCalls: string[];

const e2e = useProductInBrowser({
  setUpPage(page) {
    authCalls = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/auth/')) authCalls.push(path);
    });
  },
});

const errorMessage = 'An unknown error occured, please try again or contact support.';

/** docs/product.md §8's Error modal is open: its title, the catalogue's words (typo included) and the focused "Understood". */
async function expectErrorModal() {
  const dialog = openDialog(e2e.page);
  await dialog.getByRole('heading', { name: 'Error' }).waitFor();
  expect((await dialog.textContent())?.includes(errorMessage)).toBe(true);
  await expect.poll(() => focusedText(e2e.page)).toBe('Understood');
}

describe('given an account link without its oobCode', () => {
  it('when it is opened, then the Error modal shows without asking the server, and closing it leaves the card with ways on', async () => {
    const page = e2e.page;
    await page.goto(`${e2e.product.url}/authlink?mode=verifyEmail`);
    await expectErrorModal();
    expect(authCalls).toEqual([]);
    await expectAccessibleInBothThemes(page);

    await openDialog(page).getByRole('button', { name: 'Understood' }).click();
    expect(await openDialog(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/authlink');
    // Focus goes back to the card's heading, where the explanation and the ways on follow.
    await expect.poll(() => focusedText(page)).toBe('Verify your e-mail');
    expect(await page.getByText(errorMessage, { exact: true }).filter({ visible: true }).count()).toBe(1);
    await expectAccessibleInBothThemes(page);
    await expectFitsPhone(page);

    await page.getByRole('link', { name: 'Back to the main page' }).click();
    await page.waitForURL(`${e2e.product.url}/`);
    // Back once the main page shows, as a person would: before that (a busy browser still fetching
    // its code) the link's screen is still the one on show, with its modal already closed.
    await page.getByRole('heading', { level: 1, name: 'Screen applicants with a typing test' }).waitFor();
    await page.goBack();
    await expectErrorModal();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Go to the login page' }).click();
    await page.waitForURL(`${e2e.product.url}/login`);
  });
});

describe('given an account link of a mode the product does not have', () => {
  it('when it is opened, then the Error modal shows over a card titled "Account link", without asking the server', async () => {
    await e2e.page.goto(`${e2e.product.url}/authlink?mode=deleteEverything&oobCode=abc123`);
    await expectErrorModal();
    expect(await e2e.page.getByRole('heading', { level: 1, name: 'Account link' }).count()).toBe(1);
    expect(authCalls).toEqual([]);
  });
});

describe('given a verify link that was made up', () => {
  it('when it is opened, then the server refuses the check and the Error modal shows, with no "Try again"', async () => {
    await e2e.page.goto(`${e2e.product.url}/authlink?mode=verifyEmail&oobCode=not-a-real-code`);
    await expectErrorModal();
    expect(authCalls).toEqual(['/api/auth/checkactioncode']);
    await e2e.page.keyboard.press('Escape');
    expect(await e2e.page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  });
});

describe('given a company whose welcome link was used already', () => {
  it('when the same link is opened again, then it says the e-mail is already verified; nothing is applied', async () => {
    const company = await registerCompany(e2e.product);
    const link = await linkInMailTo(e2e.product, company.loginEmail, '/authlink?mode=verifyEmail&oobCode=');
    const page = e2e.page;
    await page.goto(`${e2e.product.url}${link}`);
    await openDialog(page).getByRole('heading', { name: 'Verified!' }).waitFor();
    expect(authCalls).toEqual(['/api/auth/checkactioncode', '/api/auth/applyactioncode']);

    authCalls = [];
    await page.goto(`${e2e.product.url}${link}`);
    await openDialog(page).getByText('Your e-mail is already verified', { exact: true }).waitFor();
    expect(authCalls).toEqual(['/api/auth/checkactioncode']);
    await expectAccessibleInBothThemes(page);
    await expectFitsPhone(page);
  });

  it('when the login e-mail was changed since and the link is opened again, then the check is refused and the Error modal shows; nothing is applied', async () => {
    const company = await registerCompany(e2e.product);
    const link = await linkInMailTo(e2e.product, company.loginEmail, '/authlink?mode=verifyEmail&oobCode=');
    const page = e2e.page;
    await page.goto(`${e2e.product.url}${link}`);
    await openDialog(page).getByRole('heading', { name: 'Verified!' }).waitFor();
    await changeLoginEmail(e2e.product, company, `changed.${Date.now()}@acme.example`);

    authCalls = [];
    await page.goto(`${e2e.product.url}${link}`);
    await expectErrorModal();
    expect(authCalls).toEqual(['/api/auth/checkactioncode']);
    await expectAccessibleInBothThemes(page);
    await expectFitsPhone(page);
  });
});

describe('given a visitor whose connection drops while the link is applied', () => {
  it('when the apply call fails on the way, then the Error modal offers nothing wrong: "Try again" applies it and "Verified!" shows', async () => {
    const company = await registerCompany(e2e.product);
    const link = await linkInMailTo(e2e.product, company.loginEmail, '/authlink?mode=verifyEmail&oobCode=');
    const page = e2e.page;
    await page.route('**/api/auth/applyactioncode', (route) => route.abort('internetdisconnected'), { times: 1 });

    await page.goto(`${e2e.product.url}${link}`);
    await expectErrorModal();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Try again' }).click();

    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Verified!' }).waitFor();
    expect((await dialog.textContent())?.includes(`Your email ${company.loginEmail} was successfully verified.`)).toBe(true);
    // The check is not repeated; the apply is sent twice because the first never reached the server.
    expect(authCalls).toEqual(['/api/auth/checkactioncode', '/api/auth/applyactioncode', '/api/auth/applyactioncode']);
  });
});

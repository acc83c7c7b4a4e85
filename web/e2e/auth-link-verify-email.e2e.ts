import { describe, expect, it } from 'vitest';
import { companyOf, linkInMailTo, logIn, registerCompany } from './support/auth-link-accounts.ts';
import { expectAccessibleInBothThemes, expectFitsPhone, focusedText, openDialog } from './support/auth-link-screen.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser();

const verifyLinkStart = '/authlink?mode=verifyEmail&oobCode=';

/** A freshly registered company and the verify link of its welcome mail. */
async function registeredWithWelcomeLink() {
  const company = await registerCompany(e2e.product);
  const link = await linkInMailTo(e2e.product, company.loginEmail, verifyLinkStart);
  return { company, link };
}

describe('given a company that has just registered and got the welcome mail', () => {
  it('when it opens the mail’s verify link, then "Verified!" names its e-mail, its e-mail is verified, and the button leads to /login', async () => {
    const { company, link } = await registeredWithWelcomeLink();
    const page = e2e.page;
    await page.goto(`${e2e.product.url}${link}`);

    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Verified!' }).waitFor();
    expect(await dialog.getByText(`Your email ${company.loginEmail} was successfully verified.`, { exact: true }).count()).toBe(1);
    const button = dialog.getByRole('button', { name: 'Take me to the login page' });
    await expect.poll(() => focusedText(page)).toBe('Take me to the login page');
    expect(await page.title()).toBe('Verify your e-mail · Typetest');

    const { accessToken } = await logIn(e2e.product, company.loginEmail, company.password);
    expect((await companyOf(e2e.product, accessToken ?? ''))['emailVerified']).toBe(true);

    await expectAccessibleInBothThemes(page);
    await expectFitsPhone(page);

    await button.click();
    await page.waitForURL(`${e2e.product.url}/login`);
  });

  it('when it opens the link a second time, then the modal says "Your e-mail is already verified", not an unknown error, and leads to /login', async () => {
    const { company, link } = await registeredWithWelcomeLink();
    const page = e2e.page;
    await page.goto(`${e2e.product.url}${link}`);
    await openDialog(page).getByText(`Your email ${company.loginEmail} was successfully verified.`, { exact: true }).waitFor();

    await page.goto(`${e2e.product.url}${link}`);
    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Verified!' }).waitFor();
    expect(await dialog.getByText('Your e-mail is already verified', { exact: true }).count()).toBe(1);
    expect(await page.getByText('An unknown error occured, please try again or contact support.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Take me to the login page' }).click();
    await page.waitForURL(`${e2e.product.url}/login`);
  });

  it('when it presses Enter on the focused modal button, then it is on /login, and Back does not open the used link again', async () => {
    const { link } = await registeredWithWelcomeLink();
    const page = e2e.page;
    await page.goto(e2e.product.url);
    await page.goto(`${e2e.product.url}${link}`);
    await openDialog(page).getByRole('heading', { name: 'Verified!' }).waitFor();

    await page.keyboard.press('Enter');
    await page.waitForURL(`${e2e.product.url}/login`);
    await page.goBack();
    await page.waitForURL(`${e2e.product.url}/`);
  });

  it('when the check is slow, then a spinner named "Checking your link…" shows under the card’s heading until the result comes', async () => {
    const { link } = await registeredWithWelcomeLink();
    const page = e2e.page;
    let releaseCheck = () => {};
    const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
    await page.route('**/api/auth/checkactioncode', async (route) => {
      await checkHeld;
      await route.continue();
    });

    await page.goto(`${e2e.product.url}${link}`);
    const spinner = page.getByRole('status').filter({ hasText: 'Checking your link…' });
    await spinner.waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Verify your e-mail' }).isVisible()).toBe(true);
    expect(await openDialog(page).count()).toBe(0);
    await expectAccessibleInBothThemes(page);
    await expectFitsPhone(page);

    releaseCheck();
    await openDialog(page).getByRole('heading', { name: 'Verified!' }).waitFor();
    expect(await spinner.count()).toBe(0);
  });
});

describe('given a visitor on the landing page', () => {
  it('when the page has loaded, then the account-link screen’s code has not been downloaded; opening a link downloads it', async () => {
    const page = e2e.page;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(e2e.product.url);
    await page.getByRole('button', { name: 'Try the typing test' }).waitFor();
    expect(scripts.filter((path) => path.includes('auth-link'))).toEqual([]);

    await page.goto(`${e2e.product.url}/authlink?mode=verifyEmail`);
    await openDialog(page).getByRole('heading', { name: 'Error' }).waitFor();
    // How many files the build splits that code into is the bundler's business; that it comes now is the point.
    expect(scripts.filter((path) => path.includes('auth-link')).length).toBeGreaterThan(0);
  });
});

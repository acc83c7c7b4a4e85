import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { changeLoginEmail, codeIn, forgotPassword, linkInMailTo, registerCompany } from './support/auth-link-accounts.ts';
import { openDialog } from './support/auth-link-screen.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';
import { openInTheme, screenChecks } from './support/screen-check.ts';

const screens = screenChecks();
/** docs/product.md §8's modals: their title, message and button at least must have had their contrast measured. */
const check = (page: Page, view: string, width: number) => screens.check(page, view, width, { modalTextsMeasured: 3 });

/** The open modal titled `title`, once it is there. */
async function modal(page: Page, title: string) {
  const dialog = openDialog(page);
  await dialog.getByRole('heading', { name: title, exact: true }).waitFor();
  return dialog;
}

async function closeModal(page: Page, title: string, button = 'Understood') {
  await (await modal(page, title)).getByRole('button', { name: button, exact: true }).click();
  await openDialog(page).waitFor({ state: 'detached' });
}

/** Holds every call to `path` until the returned function is called. */
async function hold(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The spinner under the card's heading, saying `label`, with no modal over it. */
async function spinner(page: Page, label: string) {
  await page.getByRole('status').filter({ hasText: label }).waitFor();
  expect(await openDialog(page).count()).toBe(0);
}

describe.each([
  ['light', 1280],
  ['dark', 1280],
  ['light', 375],
  ['dark', 375],
] as const)('given the account-link screen in the %s theme, %i px wide', (theme, width) => {
  // A product of its own for each theme and width: every link here is real, and the API allows
  // one client 30 account calls in 10 minutes, fewer than the four together make.
  const e2e = useProductInBrowser();

  it('when a verify link is checked, then applied, then "Verified!" shows, axe finds nothing serious or critical in the spinners or the modal', async () => {
    screens.reset();
    const company = await registerCompany(e2e.product);
    const link = await linkInMailTo(e2e.product, company.loginEmail, '/authlink?mode=verifyEmail&oobCode=');
    const releaseCheck = await hold(e2e.page, '/api/auth/checkactioncode');
    const releaseApply = await hold(e2e.page, '/api/auth/applyactioncode');

    const page = await openInTheme(e2e, link, theme, width);
    await page.getByRole('heading', { level: 1, name: 'Verify your e-mail' }).waitFor();
    await spinner(page, 'Checking your link…');
    await check(page, 'the spinner while the link is checked', width);

    releaseCheck();
    await spinner(page, 'Verifying your e-mail…');
    await check(page, 'the spinner while the link is applied', width);

    releaseApply();
    await modal(page, 'Verified!');
    await check(page, 'the "Verified!" modal', width);
    await closeModal(page, 'Verified!', 'Take me to the login page');
    await page.waitForURL(`${e2e.product.url}/login`);
    expect(screens.checked).toHaveLength(3);
  });

  it('when the old address opens its recover link, then axe finds nothing serious or critical in "Email reset!"', async () => {
    screens.reset();
    const company = await registerCompany(e2e.product);
    await changeLoginEmail(e2e.product, company, `taken-over-${company.loginEmail}`);
    const link = await linkInMailTo(e2e.product, company.loginEmail, '/authlink?mode=recoverEmail&oobCode=');

    const page = await openInTheme(e2e, link, theme, width);
    await modal(page, 'Email reset!');
    await check(page, 'the "Email reset!" modal', width);
    expect(screens.checked).toHaveLength(1);
  });

  it('when a reset link is opened and a password set, then axe finds nothing serious or critical in the form, "Weak password", "Error" or "Password reset."', async () => {
    screens.reset();
    const company = await registerCompany(e2e.product);
    await forgotPassword(e2e.product, company.loginEmail);
    const mailLink = await linkInMailTo(e2e.product, company.loginEmail, '/login?fpc=');
    const releaseCheck = await hold(e2e.page, '/api/auth/checkactioncode');

    const page = await openInTheme(e2e, `/authlink?mode=resetPassword&oobCode=${encodeURIComponent(codeIn(mailLink, 'fpc'))}`, theme, width);
    await spinner(page, 'Checking your link…');
    await check(page, 'the spinner while the reset link is checked', width);
    releaseCheck();

    await page.getByRole('heading', { level: 1, name: `Reset password for ${company.loginEmail}` }).waitFor();
    await check(page, 'the "Reset password for {email}" form', width);

    await page.getByLabel('New password').fill('abc');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await modal(page, 'Weak password');
    await check(page, 'the "Weak password" modal', width);
    await closeModal(page, 'Weak password');
    // The modal said why; the field is marked (web/src/shared/forms/README.md: a message is said once).
    await expect.poll(() => page.getByLabel('New password').getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Show password' }).click();
    await check(page, 'the form with the field marked and the password shown', width);

    await page.route('**/api/auth/confirmpasswordreset', (route) => route.abort('internetdisconnected'), { times: 1 });
    await page.getByLabel('New password').fill('a much longer new secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await modal(page, 'Error');
    await check(page, 'the "Error" modal over the form', width);
    await closeModal(page, 'Error');

    await page.getByRole('button', { name: 'Set new password' }).click();
    await modal(page, 'Password reset.');
    await check(page, 'the "Password reset." modal', width);
    expect(screens.checked).toHaveLength(6);
  });

  it('when a link cannot be checked, then axe finds nothing serious or critical in "Error" or the card behind it, with and without "Try again"', async () => {
    screens.reset();
    await e2e.page.route('**/api/auth/checkactioncode', (route) => route.abort('internetdisconnected'), { times: 1 });
    const page = await openInTheme(e2e, '/authlink?mode=verifyEmail&oobCode=not-a-real-code', theme, width);
    await modal(page, 'Error');
    await check(page, 'the "Error" modal of a link that could not be checked', width);
    await closeModal(page, 'Error');
    await check(page, 'the card with "Try again"', width);

    await page.getByRole('button', { name: 'Try again' }).click();
    await modal(page, 'Error');
    await closeModal(page, 'Error');
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to the login page' }).waitFor();
    await check(page, 'the card of a refused link', width);

    await openInTheme(e2e, '/authlink?mode=deleteEverything', theme, width);
    await page.getByRole('heading', { level: 1, name: 'Account link' }).waitFor();
    await modal(page, 'Error');
    await check(page, 'the "Error" modal of a link the product does not know', width);
    expect(screens.checked).toHaveLength(4);
  });
});

import { describe, expect, it } from 'vitest';
import { codeIn, forgotPassword, linkInMailTo, logIn, registerCompany, type RegisteredCompany } from './support/auth-link-accounts.ts';
import { expectAccessibleInBothThemes, expectFitsPhone, focusedText, openDialog } from './support/auth-link-screen.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

/** Bodies of every confirmpasswordreset call the page made. */
let confirmCalls: string[];

const e2e = useProductInBrowser({
  setUpPage(page) {
    confirmCalls = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/confirmpasswordreset') confirmCalls.push(request.postData() ?? '');
    });
  },
});

/** A company that asked for a password reset, and /authlink opened with the code of the reset mail. */
async function openResetLink(): Promise<{ company: RegisteredCompany; url: string }> {
  const company = await registerCompany(e2e.product);
  await forgotPassword(e2e.product, company.loginEmail);
  const mailLink = await linkInMailTo(e2e.product, company.loginEmail, '/login?fpc=');
  const url = `${e2e.product.url}/authlink?mode=resetPassword&oobCode=${encodeURIComponent(codeIn(mailLink, 'fpc'))}`;
  await e2e.page.goto(url);
  await e2e.page.getByRole('heading', { level: 1, name: `Reset password for ${company.loginEmail}` }).waitFor();
  return { company, url };
}

const weakMessage = 'Your new password is too weak. You need to have at least 6 characters.';

async function closeWeakPasswordModal() {
  const dialog = openDialog(e2e.page);
  await dialog.getByRole('heading', { name: 'Weak password' }).waitFor();
  expect((await dialog.textContent())?.includes(weakMessage)).toBe(true);
  await dialog.getByRole('button', { name: 'Understood' }).click();
  expect(await openDialog(e2e.page).count()).toBe(0);
}

describe('given a company that forgot its password and opened the reset link', () => {
  it('when it sets a 3-character password, then "Weak password" shows without asking the server, and it stays on the form with the field marked, the reason said once', async () => {
    await openResetLink();
    const page = e2e.page;
    const field = page.getByLabel('New password');
    expect(await field.getAttribute('autocomplete')).toBe('new-password');
    await expect.poll(() => focusedText(page)).toMatch(/^Reset password for /);
    await expectAccessibleInBothThemes(page);
    await expectFitsPhone(page);

    await field.fill('abc');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await openDialog(page).getByRole('heading', { name: 'Weak password' }).waitFor();
    await expect.poll(() => focusedText(page)).toBe('Understood');
    await expectAccessibleInBothThemes(page);
    await closeWeakPasswordModal();

    expect(confirmCalls).toEqual([]);
    expect(await field.inputValue()).toBe('abc');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // The modal said why; the field does not say it again.
    expect(await page.getByText('Password needs to be at least 6 characters long.').count()).toBe(0);
    // Back in the field to fix it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('new-password');
    await expectAccessibleInBothThemes(page);
    await expectFitsPhone(page);
  });

  it('when the server finds the password too common, then "Weak password" shows with the server’s reason beside the field', async () => {
    await openResetLink();
    const page = e2e.page;
    await page.getByLabel('New password').fill('password');
    await page.keyboard.press('Enter');
    await closeWeakPasswordModal();

    expect(confirmCalls).toHaveLength(1);
    expect(await page.getByText('Password error: This password is too common. Please choose another one.').isVisible()).toBe(true);
    expect(await page.getByLabel('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it('when it types a good password and presses Enter, then "Password reset." names its e-mail, the button leads to /login, and only the new password logs in', async () => {
    const { company, url } = await openResetLink();
    const page = e2e.page;
    const newPassword = 'a much longer new secret';
    await page.getByLabel('New password').fill('abc');
    await page.keyboard.press('Enter');
    await closeWeakPasswordModal();

    await page.getByLabel('New password').fill(newPassword);
    await page.keyboard.press('Enter');
    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Password reset.' }).waitFor();
    expect((await dialog.textContent())?.includes(`You have successfully changed your password for ${company.loginEmail}.`)).toBe(true);
    await expect.poll(() => focusedText(page)).toBe('Take me to login page');
    expect(confirmCalls.map((body) => (JSON.parse(body) as { newPassword?: string }).newPassword)).toEqual([newPassword]);
    await expectAccessibleInBothThemes(page);
    await expectFitsPhone(page);

    await dialog.getByRole('button', { name: 'Take me to login page' }).click();
    await page.waitForURL(`${e2e.product.url}/login`);
    expect((await logIn(e2e.product, company.loginEmail, newPassword)).status).toBe(200);
    expect((await logIn(e2e.product, company.loginEmail, company.password)).status).toBe(401);

    // The link is used up.
    await page.goto(url);
    await openDialog(page).getByRole('heading', { name: 'Error' }).waitFor();
  });

  it('when Enter is pressed again while the new password is on its way, then it is sent once and the button says it is busy', async () => {
    await openResetLink();
    const page = e2e.page;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/confirmpasswordreset', async (route) => {
      await held;
      await route.continue();
    });

    await page.getByLabel('New password').fill('another good secret');
    await page.keyboard.press('Enter');
    const button = page.getByRole('button', { name: 'Set new password' });
    await page.waitForFunction(() => document.querySelector('button[type="submit"]')?.getAttribute('aria-busy') === 'true');
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('New password').press('Enter');
    await page.getByLabel('New password').press('Enter');

    release();
    await openDialog(page).getByRole('heading', { name: 'Password reset.' }).waitFor();
    expect(confirmCalls).toHaveLength(1);
  });

  it('when the connection drops as the new password is sent, then the Error modal shows, the form keeps what was typed, and sending again works', async () => {
    const { company } = await openResetLink();
    const page = e2e.page;
    await page.route('**/api/auth/confirmpasswordreset', (route) => route.abort('internetdisconnected'), { times: 1 });
    await page.getByLabel('New password').fill('kept while offline');
    await page.keyboard.press('Enter');

    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Error' }).waitFor();
    await dialog.getByRole('button', { name: 'Understood' }).click();
    expect(await page.getByLabel('New password').inputValue()).toBe('kept while offline');

    await page.getByRole('button', { name: 'Set new password' }).click();
    await openDialog(page).getByRole('heading', { name: 'Password reset.' }).waitFor();
    expect((await logIn(e2e.product, company.loginEmail, 'kept while offline')).status).toBe(200);
  });
});

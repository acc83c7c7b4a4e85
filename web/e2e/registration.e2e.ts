import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';
import { newCompany } from './support/registration-api.ts';
import {
  backArrow,
  continueButton,
  field,
  fillAccount,
  goToRegisterStep,
  heading,
  modal,
  openWizard,
  progress,
  scrollsSideways,
  submitButton,
  switchTheme,
  toast,
} from './support/registration-wizard.ts';
import { settledText } from './support/text.ts';

const e2e = useProductInBrowser();

function welcomeMailTo(address: string): Promise<ParsedMail> {
  return e2e.product.mailbox.waitForMail((mail) => mail.to !== undefined && JSON.stringify(mail.to).includes(address), 20_000);
}

function storedTokens() {
  return e2e.page.evaluate(() => ({ accessToken: localStorage.getItem('accessToken'), refreshToken: localStorage.getItem('refreshToken') }));
}

describe('given a visitor on the landing page who wants to register', () => {
  it('when they go through the whole wizard with keyboard and mouse, then they are registered, logged in, told where the welcome mail goes, and it arrives with a working verification link', async () => {
    const { page } = e2e;
    const company = newCompany();
    const resultsEmail = `hr.${company.textFolder}@acme.example`;

    // The landing page's Register button (mouse) opens step 1; the path is nowhere on the page.
    await page.goto(e2e.product.url);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await progress(page).textContent()).toBe('Step 1 of 4: details');
    expect(await page.locator('main').textContent()).not.toContain('/register');

    // Step 1 by keyboard alone: type, Tab to the next field, Enter continues.
    await field(page, 'Name').focus();
    for (const value of [company.contactName, company.companyName, company.vatNo, company.address, company.postCode]) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your texts' }).waitFor();
    expect(await progress(page).textContent()).toBe('Step 2 of 4: texts');
    // The new step's heading has the focus, so a screen reader starts reading there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your texts');

    // Step 2: two own texts; "+ Add another text" puts the focus in the new box.
    await field(page, 'Text 1').click();
    await page.keyboard.type('Please type this first text.');
    await page.getByRole('button', { name: '+ Add another text' }).click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLTextAreaElement | null)?.labels?.[0]?.textContent)).toBe('Text 2 *');
    await page.keyboard.type('And then this second one.');
    await continueButton(page).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();

    // Step 3: a reserved URL typed in capitals, a separate results address, the terms read and agreed.
    await field(page, 'URL').click();
    await page.keyboard.type('Register');
    expect(await field(page, 'URL').inputValue()).toBe('register');
    // The preview shows the address that will be registered, suffix and all, and says why.
    const preview = page.locator('.registration-preview');
    const previewed = /^“register” is reserved by Typetest, so 5 random characters are added to it\. Your page address: (http:\/\/\S+\/(register[a-z0-9]{5}))$/.exec(
      (await preview.textContent()) ?? '',
    );
    expect(previewed, (await preview.textContent()) ?? '').not.toBeNull();
    expect((await field(page, 'URL').getAttribute('aria-describedby'))?.split(' ')).toContain(await preview.getAttribute('id'));
    await field(page, 'E-mail').fill(company.email);
    await field(page, 'Password').fill(company.password);
    await page.getByLabel('log in and receive results with the same e-mail address').uncheck();
    await field(page, 'E-mail for receiving results').fill(resultsEmail);
    await page.getByRole('button', { name: 'Read the terms' }).click();
    await modal(page, 'Terms').getByRole('button', { name: 'Agree' }).click();
    expect(await field(page, 'I agree to the terms').isChecked()).toBe(true);
    await submitButton(page).click();

    // docs/product.md §5: "register" is reserved, so five random characters were added, and the field shows it.
    await toast(page, 'Successfully registered').waitFor();
    await page.getByRole('heading', { name: 'Welcome to Typetest' }).waitFor();
    expect(await progress(page).textContent()).toBe('Step 4 of 4: finished');
    expect(await page.getByText(`An e-mail with relevant information will be sent to ${company.email}.`, { exact: true }).isVisible()).toBe(true);
    expect(await backArrow(page).count()).toBe(0);

    const stored = await e2e.product.db.selectFrom('companies').selectAll().where('login_email', '=', company.email).executeTakeFirstOrThrow();
    expect(stored.text_folder).toBe(previewed?.[2]);
    expect(stored).toMatchObject({
      company_name: company.companyName,
      contact_name: company.contactName,
      email_for_receiving_results: resultsEmail,
      is_default_texts: false,
      texts: ['Please type this first text.', 'And then this second one.'],
    });

    // Logged in automatically: the tokens are the session's, and they open the company's account.
    const tokens = await storedTokens();
    expect(tokens.accessToken).toBeTruthy();
    const lookup = await fetch(`${e2e.product.url}/api/db/getCompanyFromToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
      body: JSON.stringify({ tokens }),
    });
    expect(((await lookup.json()) as { data: { companyName: string } }).data.companyName).toBe(company.companyName);

    // The welcome mail, to the login address, carries a verification link that works.
    const mail = await welcomeMailTo(company.email);
    expect(mail.subject).toBe(`Welcome to Typetest, ${company.companyName}`);
    // It offers no page at the company's address alone (that shows "invalid"): applicants use their personal links.
    expect(mail.text).toContain('Applicants take your typing test through a personal link each: invite them from your account, and each one gets an e-mail with their own link.');
    expect(mail.text).not.toContain(`/${stored.text_folder}`);
    const link = /https?:\/\/[^\s"<>]+\/authlink\?mode=verifyEmail&(?:amp;)?oobCode=([\w-]+)/.exec(mail.html || mail.text || '');
    expect(link, 'a verification link in the welcome mail').not.toBeNull();
    const check = await fetch(`${e2e.product.url}/api/auth/checkactioncode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'verifyEmail', oobCode: link![1] }),
    });
    expect(await check.json()).toEqual({ success: true, data: { mode: 'verifyEmail', email: company.email } });

    // "Manage your account" goes to /login, still signed in.
    await page.getByRole('button', { name: 'Manage your account' }).click();
    await page.waitForURL(`${e2e.product.url}/login`);
    expect(await storedTokens()).toEqual(tokens);
  });
});

describe('given a company that has just registered', () => {
  /** Registers through the wizard; `openedFromLanding` when the test has pressed Register itself already. */
  async function registered({ openedFromLanding = false } = {}) {
    const company = newCompany();
    if (openedFromLanding) await e2e.page.getByRole('heading', { name: 'Your details' }).waitFor();
    else await openWizard(e2e.page, e2e.product.url);
    await goToRegisterStep(e2e.page, company);
    await fillAccount(e2e.page, company);
    await submitButton(e2e.page).click();
    await e2e.page.getByRole('heading', { name: 'Welcome to Typetest' }).waitFor();
    return company;
  }

  it("when the browser's Back is pressed on the finished step, then the wizard is left for the page before it, not reopened", async () => {
    const { page } = e2e;
    await page.goto(e2e.product.url);
    // The tests share the browser's storage: an earlier one left its company signed in.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    // Opened from the landing page only: a second opening (a fresh load of /register) would be
    // the page before the wizard instead.
    await page.getByRole('button', { name: 'Register' }).click();
    await registered({ openedFromLanding: true });

    await page.goBack();
    // Registering signed the company in: the landing page offers its account.
    await page.getByRole('button', { name: 'Manage your account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('when axe checks the finished step in the light and the dark theme, and on a phone, then it finds nothing serious', async () => {
    const { page } = e2e;
    await page.emulateMedia({ colorScheme: 'light' });
    await registered();
    await switchTheme(page, 'light');
    await expectNoSeriousViolations(page);
    await switchTheme(page, 'dark');
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoSeriousViolations(page);
    expect(await settledText(heading(page), 'Welcome to Typetest')).toBe('Welcome to Typetest');
  });
});

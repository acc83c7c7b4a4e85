import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';
import { newCompany, registerThroughApi, type NewCompany } from './support/registration-api.ts';
import { field, fillAccount, goToRegisterStep, modal, openWizard, submitButton, switchTheme, toast } from './support/registration-wizard.ts';
import { settledText } from './support/text.ts';

/** The registration calls the page made, in order. */
let calls: string[];

const e2e = useProductInBrowser({
  async setUpPage(page, product) {
    calls = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/db/')) calls.push(pathname.replace('/api/db/', ''));
    });
    await openWizard(page, product.url);
  },
});

/** A visitor on the register step with everything filled in, terms agreed. */
async function readyToSubmit(company: NewCompany = newCompany()): Promise<NewCompany> {
  await goToRegisterStep(e2e.page, company);
  await fillAccount(e2e.page, company);
  return company;
}

/** Whether the field is marked wrong the way a visitor sees it: a red border, and aria-invalid for a screen reader. */
async function markedWrong(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    const probe = document.createElement('span');
    probe.style.color = 'var(--danger)';
    document.body.append(probe);
    const danger = getComputedStyle(probe).color;
    probe.remove();
    return element.getAttribute('aria-invalid') === 'true' && style.borderTopColor === danger;
  });
}

const focusedLabel = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);

/** Shows the modal, checks its words, closes it with "Understood", and says where the focus went. */
async function understood(title: string, message: string): Promise<string | null> {
  const dialog = modal(e2e.page, title);
  await dialog.waitFor();
  expect(await dialog.getByText(message, { exact: true }).isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Understood' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return focusedLabel(e2e.page);
}

describe('given an e-mail address without "@" or "."', () => {
  it('when Submit is pressed, then the E-mail error modal says so, nothing is sent, and the field is marked with the focus on it', async () => {
    const { page } = e2e;
    await readyToSubmit({ ...newCompany(), email: 'anna.acme.example' });
    await submitButton(page).click();
    expect(await understood('E-mail error', 'E-mail address is not correctly formatted, please try again.')).toBe('E-mail *');
    expect(await markedWrong(field(page, 'E-mail'))).toBe(true);
    // Said once, in the modal: not again beside the field.
    expect(await page.getByText('E-mail address is not correctly formatted, please try again.').count()).toBe(0);
    expect(calls).toEqual([]);

    // Corrected, the mark goes; a results address without "." is caught the same way.
    await field(page, 'E-mail').fill('anna@acme.example');
    expect(await markedWrong(field(page, 'E-mail'))).toBe(false);
    await page.getByLabel('log in and receive results with the same e-mail address').uncheck();
    await field(page, 'E-mail for receiving results').fill('hr@acme');
    await submitButton(page).click();
    expect(await understood('E-mail error', 'E-mail address is not correctly formatted, please try again.')).toBe('E-mail for receiving results *');
    expect(await markedWrong(field(page, 'E-mail for receiving results'))).toBe(true);
    expect(calls).toEqual([]);
  });
});

describe('given a password shorter than 6 characters', () => {
  it('when Submit is pressed, then the Password error modal says so and nothing is sent; axe finds nothing serious in the modal in either theme', async () => {
    const { page } = e2e;
    await readyToSubmit({ ...newCompany(), password: 'abc12' });
    await switchTheme(page, 'dark');
    await submitButton(page).click();
    await modal(page, 'Password error').waitFor();
    await expectNoSeriousViolations(page);
    expect(await understood('Password error', 'Password needs to be at least 6 characters long.')).toBe('Password *');
    expect(await markedWrong(field(page, 'Password'))).toBe(true);
    expect(await page.getByText('Password needs to be at least 6 characters long.').count()).toBe(0);
    expect(calls).toEqual([]);

    await switchTheme(page, 'light');
    await submitButton(page).click();
    await modal(page, 'Password error').waitFor();
    await expectNoSeriousViolations(page);
  });
});

describe('given a password the server finds too common', () => {
  it("when Submit is pressed, then the Password error modal gives the server's reason and what was typed stays", async () => {
    const { page } = e2e;
    const company = await readyToSubmit({ ...newCompany(), password: 'Password1' });
    await submitButton(page).click();
    expect(await understood('Password error', 'This password is too common. Please choose another one.')).toBe('Password *');
    expect(calls).toEqual(['registrationduplicates', 'createcompany']);
    expect(await field(page, 'E-mail').inputValue()).toBe(company.email);
    expect(await field(page, 'URL').inputValue()).toBe(company.textFolder);
    expect(await submitButton(page).isEnabled()).toBe(true);
  });
});

describe('given a password of six characters the server finds too easy to guess', () => {
  it('when Submit is pressed, then the Password error modal says it is too easy to guess', async () => {
    const { page } = e2e;
    await readyToSubmit({ ...newCompany(), password: 'abcdef' });
    await submitButton(page).click();
    expect(
      await understood(
        'Password error',
        'This password is too easy to guess. Avoid repeated or sequential characters (like "aaaaaa" or "abcdef") and names such as your company\'s.',
      ),
    ).toBe('Password *');
  });
});

describe('given a company that already registered', () => {
  it('when its login e-mail is used again, in capitals, then the modal "Email already exists" tells the visitor to log in instead', async () => {
    const { page } = e2e;
    const earlier = newCompany();
    await registerThroughApi(e2e.product.url, earlier);
    await readyToSubmit({ ...newCompany(), email: earlier.email.toUpperCase() });
    await submitButton(page).click();
    expect(await understood('Email already exists', 'It seems you have already created an account as the email is in use, please log in instead of registering.')).toBe('E-mail *');
    expect(await markedWrong(field(page, 'E-mail'))).toBe(true);
    expect(calls).toEqual(['registrationduplicates']);
  });

  it('when its URL is used again, then the modal "URL already exists" asks for another one', async () => {
    const { page } = e2e;
    const earlier = newCompany();
    await registerThroughApi(e2e.product.url, earlier);
    await readyToSubmit({ ...newCompany(), textFolder: earlier.textFolder });
    await submitButton(page).click();
    expect(await understood('URL already exists', 'Someone has already used the same URL, please choose another one.')).toBe('URL *');
    expect(await markedWrong(field(page, 'URL'))).toBe(true);
    expect(calls).toEqual(['registrationduplicates']);
  });
});

/**
 * Holds the page's createcompany request until `meanwhile` has run, then lets it through to the
 * real server: another visitor registering in the moment between the duplicate check and the
 * creation.
 */
async function registerMeanwhile(page: Page, meanwhile: () => Promise<void>): Promise<{ held: Promise<void> }> {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/db/createcompany', async (route) => {
    release();
    await meanwhile();
    await route.continue();
  });
  return { held: arrived };
}

describe('given another visitor who takes the URL while the wizard is submitting', () => {
  it('when the creation is refused, then the toast says the URL is in use, the URL field has a red border and the focus, and a new URL then registers', async () => {
    const { page } = e2e;
    const company = newCompany();
    let releaseOther: () => void = () => {};
    const otherMayRegister = new Promise<void>((resolve) => (releaseOther = resolve));
    const { held } = await registerMeanwhile(page, async () => {
      await otherMayRegister;
      await registerThroughApi(e2e.product.url, { ...newCompany(), textFolder: company.textFolder });
    });
    await readyToSubmit(company);

    // Enter twice: one registration only, and Submit is busy while it is on its way.
    await field(page, 'Password').press('Enter');
    await held;
    await page.keyboard.press('Enter');
    expect(await submitButton(page).isDisabled()).toBe(true);
    expect(await submitButton(page).getAttribute('aria-busy')).toBe('true');
    releaseOther();

    const inUse = 'This URL is already in use.';
    await toast(page, inUse).waitFor();
    expect(await settledText(toast(page, inUse), inUse)).toBe(inUse);
    // Said once, in the toast: the field has the red border and the focus, not the words again.
    expect(await page.getByText(inUse).count()).toBe(1);
    expect(await markedWrong(field(page, 'URL'))).toBe(true);
    await expect.poll(() => focusedLabel(page)).toBe('URL *');
    expect(await markedWrong(field(page, 'E-mail'))).toBe(false);
    expect(calls).toEqual(['registrationduplicates', 'createcompany']);

    await page.unroute('**/api/db/createcompany');
    await page.keyboard.press('End');
    await page.keyboard.type('2');
    expect(await markedWrong(field(page, 'URL'))).toBe(false);
    await submitButton(page).click();
    await toast(page, 'Successfully registered').waitFor();
    await page.getByRole('heading', { name: 'Welcome to Typetest' }).waitFor();
    const stored = await e2e.product.db.selectFrom('companies').select('text_folder').where('login_email', '=', company.email).executeTakeFirstOrThrow();
    expect(stored.text_folder).toBe(`${company.textFolder}2`);
  });
});

describe('given another visitor who takes the e-mail address while the wizard is submitting', () => {
  it('when the creation is refused, then the toast says the login e-mail is in use and the e-mail field has a red border', async () => {
    const { page } = e2e;
    const company = newCompany();
    await registerMeanwhile(page, () => registerThroughApi(e2e.product.url, { ...newCompany(), email: company.email }));
    await readyToSubmit(company);
    await submitButton(page).click();

    const inUse = 'The provided login email address is already in use.';
    await toast(page, inUse).waitFor();
    expect(await settledText(toast(page, inUse), inUse)).toBe(inUse);
    expect(await page.getByText(inUse).count()).toBe(1);
    expect(await markedWrong(field(page, 'E-mail'))).toBe(true);
    expect(await markedWrong(field(page, 'URL'))).toBe(false);
    expect(await field(page, 'URL').inputValue()).toBe(company.textFolder);
    expect(await page.getByRole('heading', { name: 'Your account' }).isVisible()).toBe(true);
  });
});

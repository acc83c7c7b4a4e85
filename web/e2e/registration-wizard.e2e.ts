import { defaultTexts } from '@typetest/events/company';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';
import { newCompany } from './support/registration-api.ts';
import {
  backArrow,
  continueButton,
  field,
  fillAccount,
  fillDetails,
  goToRegisterStep,
  heading,
  modal,
  openWizard,
  progress,
  scrollsSideways,
  submitButton,
  switchTheme,
} from './support/registration-wizard.ts';

/** Every request the page sent to the registration calls: none may leave before Submit. */
let apiCalls: string[];

const e2e = useProductInBrowser({
  async setUpPage(page) {
    apiCalls = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });
  },
});

const headingIs = async (page: Page, text: string) => {
  await page.getByRole('heading', { level: 1, name: text }).waitFor();
  return (await heading(page).textContent())?.trim();
};

describe('given a visitor on the landing page', () => {
  it('when it has loaded, then the registration screens have not been downloaded; when Register is pressed, they are', async () => {
    const { page } = e2e;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(e2e.product.url);
    await page.getByRole('button', { name: 'Register' }).waitFor();
    await page.waitForLoadState('networkidle');
    const onLanding = scripts.length;
    expect(onLanding).toBeGreaterThan(0);
    expect(scripts.filter((path) => path.includes('registration'))).toEqual([]);

    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(scripts.slice(onLanding).some((path) => /\/assets\/registration-wizard-[\w-]+\.js$/.test(path))).toBe(true);
  });
});

describe('given the details step', () => {
  it('when the five fields are filled one by one, then Continue is enabled only once all five hold more than white space', async () => {
    const { page } = e2e;
    await openWizard(page, e2e.product.url);
    const company = newCompany();
    const fields = [
      ['Name', company.contactName],
      ['Company name', company.companyName],
      ['VAT number', company.vatNo],
      ['Invoice Address', company.address],
      ['Company postal code & area', company.postCode],
    ] as const;

    for (const [label, value] of fields) {
      expect(await continueButton(page).isDisabled(), `Continue before ${label}`).toBe(true);
      await field(page, label).fill('   ');
      expect(await continueButton(page).isDisabled(), `Continue with only spaces in ${label}`).toBe(true);
      await field(page, label).fill(value);
    }
    expect(await continueButton(page).isEnabled()).toBe(true);

    // Emptying any one of them disables it again.
    await field(page, 'VAT number').fill('');
    expect(await continueButton(page).isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await headingIs(page, 'Your details')).toBe('Your details');
    expect(apiCalls).toEqual([]);
  });

  it('when "Already registered? Login" is followed, then the login page opens', async () => {
    const { page } = e2e;
    await openWizard(page, e2e.product.url);
    await page.getByRole('link', { name: 'Already registered? Login' }).click();
    await page.waitForURL(`${e2e.product.url}/login`);
  });

  it('when the back arrow is pressed, then the landing page shows, and coming back to Register finds what was typed', async () => {
    const { page } = e2e;
    await page.goto(e2e.product.url);
    await page.getByRole('button', { name: 'Register' }).click();
    await field(page, 'Name').fill('Anna Berg');

    await backArrow(page).click();
    await page.getByRole('button', { name: 'Try the typing test' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByRole('button', { name: 'Register' }).click();
    expect(await field(page, 'Name').inputValue()).toBe('Anna Berg');
  });
});

describe('given the text-config step', () => {
  async function textStep(page: Page) {
    await openWizard(page, e2e.product.url);
    await fillDetails(page, newCompany());
    await continueButton(page).click();
    await headingIs(page, 'Your texts');
  }

  it('when texts are added and removed, then there are 1 to 4, the first cannot be removed, and Continue needs every box filled', async () => {
    const { page } = e2e;
    await textStep(page);
    const addText = page.getByRole('button', { name: '+ Add another text' });
    expect(await page.getByRole('button', { name: /^Remove text/ }).count()).toBe(0);
    expect(await continueButton(page).isDisabled()).toBe(true);

    await field(page, 'Text 1').fill('First');
    expect(await continueButton(page).isEnabled()).toBe(true);
    await addText.click();
    await addText.click();
    await addText.click();
    expect(await addText.count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /^Text \d$/ }).count()).toBe(4);
    expect(await page.getByRole('button', { name: /^Remove text/ }).count()).toBe(3);
    expect(await continueButton(page).isDisabled()).toBe(true);

    await field(page, 'Text 2').fill('Second');
    await field(page, 'Text 3').fill('Third');
    await field(page, 'Text 4').fill('Fourth');
    expect(await continueButton(page).isEnabled()).toBe(true);

    // Removing text 2 moves the focus to text 1; the others move up and keep their words.
    await page.getByRole('button', { name: 'Remove text 2' }).click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLTextAreaElement | null)?.value)).toBe('First');
    expect(await page.getByRole('textbox', { name: /^Text \d$/ }).evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value))).toEqual([
      'First',
      'Third',
      'Fourth',
    ]);
    await addText.waitFor();
    await field(page, 'Text 3').fill('');
    expect(await continueButton(page).isDisabled()).toBe(true);
  });

  it('when the default texts are ticked, then the own boxes are hidden, the default texts show read-only, Continue is enabled, and unticking brings back what was typed', async () => {
    const { page } = e2e;
    await textStep(page);
    await field(page, 'Text 1').fill('Our own text');
    await page.getByRole('button', { name: '+ Add another text' }).click();
    expect(await continueButton(page).isDisabled()).toBe(true);

    await page.getByLabel('Use default texts').check();
    expect(await continueButton(page).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: '+ Add another text' }).count()).toBe(0);
    await page.getByText('You are currently using our default texts.', { exact: true }).waitFor();
    const shown = page.getByRole('textbox', { name: /^Text \d$/ });
    expect(await shown.evaluateAll((boxes) => boxes.map((box) => [(box as HTMLTextAreaElement).value, (box as HTMLTextAreaElement).readOnly]))).toEqual(
      defaultTexts.map((text) => [text, true]),
    );

    await page.getByLabel('Use default texts').uncheck();
    expect(await field(page, 'Text 1').inputValue()).toBe('Our own text');
    expect(await field(page, 'Text 2').inputValue()).toBe('');
    expect(await continueButton(page).isDisabled()).toBe(true);
  });
});

describe('given the register step', () => {
  it('when the URL is typed, then only lower-case letters and digits stay, and the page address is previewed as it is typed', async () => {
    const { page } = e2e;
    await openWizard(page, e2e.product.url);
    await goToRegisterStep(page, newCompany());

    await field(page, 'URL').click();
    await page.keyboard.type('Acme Göteborg_2 AB!');
    expect(await field(page, 'URL').inputValue()).toBe('acmegteborg2ab');
    await page.getByText(`Your page address: ${e2e.product.url}/acmegteborg2ab`, { exact: true }).waitFor();

    // A character typed in the middle lands there, and the caret stays after it.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('-X');
    await page.keyboard.type('y');
    expect(await field(page, 'URL').inputValue()).toBe('axycmegteborg2ab');
    expect(apiCalls).toEqual([]);
  });

  it('when the fields are filled one by one, then Submit is enabled only with the terms agreed and URL, e-mail and password given', async () => {
    const { page } = e2e;
    const company = newCompany();
    await openWizard(page, e2e.product.url);
    await goToRegisterStep(page, company);
    expect(await submitButton(page).isDisabled()).toBe(true);

    await page.getByLabel('I agree to the terms').check();
    expect(await submitButton(page).isDisabled()).toBe(true);
    await field(page, 'URL').fill(company.textFolder);
    expect(await submitButton(page).isDisabled()).toBe(true);
    await field(page, 'E-mail').fill(company.email);
    expect(await submitButton(page).isDisabled()).toBe(true);
    await field(page, 'Password').fill('x');
    expect(await submitButton(page).isEnabled()).toBe(true);

    await page.getByLabel('I agree to the terms').uncheck();
    expect(await submitButton(page).isDisabled()).toBe(true);
    await page.getByLabel('I agree to the terms').check();
    await field(page, 'URL').fill('!!!');
    expect(await field(page, 'URL').inputValue()).toBe('');
    expect(await submitButton(page).isDisabled()).toBe(true);
    expect(apiCalls).toEqual([]);
  });

  it('when the same-address box is unticked, then a results e-mail is asked for, and ticking it again hides it', async () => {
    const { page } = e2e;
    await openWizard(page, e2e.product.url);
    await goToRegisterStep(page, newCompany());
    const same = page.getByLabel('log in and receive results with the same e-mail address');
    expect(await same.isChecked()).toBe(true);
    expect(await field(page, 'E-mail for receiving results').count()).toBe(0);

    await same.uncheck();
    await field(page, 'E-mail for receiving results').fill('hr@acme.example');
    await same.check();
    expect(await field(page, 'E-mail for receiving results').count()).toBe(0);
    await same.uncheck();
    expect(await field(page, 'E-mail for receiving results').inputValue()).toBe('hr@acme.example');
  });

  it('when the terms are read and closed, then the box stays unticked; read and agreed, then it is ticked, and Escape closes them too', async () => {
    const { page } = e2e;
    await openWizard(page, e2e.product.url);
    await goToRegisterStep(page, newCompany());
    const terms = modal(page, 'Terms');
    const readTerms = page.getByRole('button', { name: 'Read the terms' });

    await readTerms.click();
    for (const words of [/provided as is, without charge/, /fees later.*in advance/, /change these terms at any time/]) {
      expect(await terms.textContent()).toMatch(words);
    }
    await terms.getByRole('button', { name: 'Close' }).click();
    await terms.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('I agree to the terms').isChecked()).toBe(false);
    // The focus is back on the button that opened them.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Read the terms');

    await page.keyboard.press('Enter');
    await terms.waitFor();
    await page.keyboard.press('Escape');
    await terms.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('I agree to the terms').isChecked()).toBe(false);

    await readTerms.click();
    await terms.getByRole('button', { name: 'Agree' }).click();
    await terms.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('I agree to the terms').isChecked()).toBe(true);
  });
});

describe('given a visitor moving between the steps', () => {
  it("when the back arrow and the browser's Back and Forward are used, then each step comes back with what was typed in it", async () => {
    const { page } = e2e;
    const company = newCompany();
    await page.goto(e2e.product.url);
    await page.getByRole('button', { name: 'Register' }).click();
    await fillDetails(page, company);
    await continueButton(page).click();
    await field(page, 'Text 1').fill('A text of our own');
    await continueButton(page).click();
    await headingIs(page, 'Your account');
    await fillAccount(page, company);

    // The back arrow: step 3 to 2 to 1.
    await backArrow(page).click();
    expect(await headingIs(page, 'Your texts')).toBe('Your texts');
    expect(await field(page, 'Text 1').inputValue()).toBe('A text of our own');
    await backArrow(page).click();
    expect(await headingIs(page, 'Your details')).toBe('Your details');
    expect(await field(page, 'Company name').inputValue()).toBe(company.companyName);

    // The browser's Forward retraces them, and Back again, with nothing lost.
    await page.goForward();
    expect(await headingIs(page, 'Your texts')).toBe('Your texts');
    await page.goForward();
    expect(await headingIs(page, 'Your account')).toBe('Your account');
    expect(await field(page, 'URL').inputValue()).toBe(company.textFolder);
    expect(await field(page, 'E-mail').inputValue()).toBe(company.email);
    expect(await page.getByLabel('I agree to the terms').isChecked()).toBe(true);
    expect(await progress(page).textContent()).toBe('Step 3 of 4: account');
    await page.goBack();
    expect(await headingIs(page, 'Your texts')).toBe('Your texts');
    expect(await progress(page).textContent()).toBe('Step 2 of 4: texts');
    // The step's heading has the focus after a Back too.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.goBack();
    expect(await headingIs(page, 'Your details')).toBe('Your details');
    await page.goBack();
    await page.getByRole('button', { name: 'Try the typing test' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(apiCalls).toEqual([]);
  });

  it('when the page is reloaded on a later step, then the wizard starts at the details step, since nothing typed is kept beyond the page', async () => {
    const { page } = e2e;
    await openWizard(page, e2e.product.url);
    await fillDetails(page, newCompany());
    await continueButton(page).click();
    await headingIs(page, 'Your texts');

    await page.reload();
    expect(await headingIs(page, 'Your details')).toBe('Your details');
    expect(await field(page, 'Name').inputValue()).toBe('');
    // Forward from here does not skip the empty details either.
    await page.goBack();
    await page.goForward();
    expect(await headingIs(page, 'Your details')).toBe('Your details');
  });
});

describe('given each step in both themes', () => {
  it.each([1280, 375])('when axe checks every step and the terms at %i px, then it finds nothing serious and nothing scrolls sideways', async (width) => {
    const { page } = e2e;
    await page.setViewportSize({ width, height: 800 });
    await openWizard(page, e2e.product.url);
    const company = newCompany();

    async function checkBothThemes(where: string) {
      for (const theme of ['light', 'dark'] as const) {
        await switchTheme(page, theme);
        await expectNoSeriousViolations(page);
        expect(await scrollsSideways(page), `${where} in the ${theme} theme scrolls sideways`).toBe(false);
      }
    }

    await checkBothThemes('details');
    await fillDetails(page, company);
    await continueButton(page).click();
    await headingIs(page, 'Your texts');
    await page.getByRole('button', { name: '+ Add another text' }).click();
    await checkBothThemes('own texts');
    await page.getByLabel('Use default texts').check();
    await checkBothThemes('default texts');
    await continueButton(page).click();
    await headingIs(page, 'Your account');
    await page.getByLabel('log in and receive results with the same e-mail address').uncheck();
    await checkBothThemes('register');
    for (const theme of ['light', 'dark'] as const) {
      // The toggle is behind the open modal, so the theme is chosen first.
      await switchTheme(page, theme);
      await page.getByRole('button', { name: 'Read the terms' }).click();
      await modal(page, 'Terms').waitFor();
      await expectNoSeriousViolations(page);
      expect(await scrollsSideways(page), `the terms in the ${theme} theme scroll sideways`).toBe(false);
      await modal(page, 'Terms').getByRole('button', { name: 'Close' }).click();
      await modal(page, 'Terms').waitFor({ state: 'hidden' });
    }
  });
});

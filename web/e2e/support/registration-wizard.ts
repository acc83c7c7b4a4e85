import type { Page } from 'playwright-core';
import type { NewCompany } from './registration-api.ts';

/** Driving /register as a visitor does: by the fields' labels and the buttons' names. */

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });
export const backArrow = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** ProgressDots' words: "Step 2 of 4: texts". */
export const progress = (page: Page) => page.getByText(/^Step \d of 4: /);

/** The product's modal: a dialog named by its title. */
export const modal = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });

/** A toast with exactly these words. */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/**
 * The control labelled exactly `label`; a required field's label ends in a "*" that screen readers
 * do not hear, so it is allowed for but not needed.
 */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\*)?$`));
}

export async function openWizard(page: Page, productUrl: string): Promise<void> {
  await page.goto(`${productUrl}/register`);
  await page.getByRole('heading', { name: 'Your details' }).waitFor();
}

export async function fillDetails(page: Page, company: NewCompany): Promise<void> {
  await field(page, 'Name').fill(company.contactName);
  await field(page, 'Company name').fill(company.companyName);
  await field(page, 'VAT number').fill(company.vatNo);
  await field(page, 'Invoice Address').fill(company.address);
  await field(page, 'Company postal code & area').fill(company.postCode);
}

/** From the details step to the register step, with the default texts. */
export async function goToRegisterStep(page: Page, company: NewCompany): Promise<void> {
  await fillDetails(page, company);
  await continueButton(page).click();
  await page.getByRole('heading', { name: 'Your texts' }).waitFor();
  await page.getByLabel('Use default texts').check();
  await continueButton(page).click();
  await page.getByRole('heading', { name: 'Your account' }).waitFor();
}

/** The register step filled in, terms ticked, ready for Submit. */
export async function fillAccount(page: Page, company: Pick<NewCompany, 'textFolder' | 'email' | 'password'>): Promise<void> {
  await field(page, 'URL').fill(company.textFolder);
  await field(page, 'E-mail').fill(company.email);
  await field(page, 'Password').fill(company.password);
  await field(page, 'I agree to the terms').check();
}

/** Flips the theme with the header's toggle, as a visitor would, and waits until the colours have settled. */
export async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.dataset.theme);
  // The toggle is named "Switch to dark mode" / "Switch to light mode", or once "Dark mode" with aria-pressed.
  if (current !== theme) await page.getByRole('button', { name: /^(Switch to (dark|light) mode|Dark mode)$/ }).click();
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme);
  // Colours fade between themes; axe must see the settled ones.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Whether the page scrolls sideways (it must not, down to a 375 px phone). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

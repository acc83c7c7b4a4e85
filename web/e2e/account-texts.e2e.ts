import { defaultTexts } from '@typetest/events/company';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany, type TestCompany } from './support/account-company.ts';
import { openAccountAs, openFromMenu, startSignedOut } from './support/account-page.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

const explanation = 'Input the text you want the users to replicate in the typing test';

async function openTexts(company: TestCompany): Promise<Page> {
  await openAccountAs(e2e.page, e2e.product, company);
  await openFromMenu(e2e.page, 'Manage your texts');
  await e2e.page.getByText(explanation, { exact: true }).waitFor();
  return e2e.page;
}

const text = (page: Page, n: number) => page.getByLabel(new RegExp(`^Text ${n}(?!\\d)`));
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save changes' });
const addButton = (page: Page) => page.getByRole('button', { name: '+ Add another text' });
const defaultBox = (page: Page) => page.getByLabel('Use default texts');

/** The values of the text boxes shown, in order. */
async function shownTexts(page: Page): Promise<string[]> {
  await text(page, 1).waitFor();
  return page.locator('textarea').evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value));
}

async function saveAndConfirm(page: Page, message: string) {
  await saveButton(page).click();
  const modal = page.getByRole('dialog', { name: 'Changes saved' });
  await modal.getByText(message, { exact: true }).waitFor();
  await modal.getByRole('button', { name: 'Understood' }).click();
  await modal.waitFor({ state: 'hidden' });
}

describe('given a company with one text of its own', () => {
  it('when it opens Manage your texts, then its text is there to edit, the box is unticked, and Save changes waits for a change', async () => {
    const company = await registerCompany(e2e.product, { texts: ['Our first text to type.'] });
    const page = await openTexts(company);

    // The view took the focus to its heading, so a keyboard user starts reading it from the top.
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Manage your texts' }).evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await shownTexts(page)).toEqual(['Our first text to type.']);
    expect(await defaultBox(page).isChecked()).toBe(false);
    expect(await saveButton(page).isDisabled()).toBe(true);
    // The breadcrumb names the view.
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]').textContent()).toBe('Manage your texts');

    await text(page, 1).fill('Our first text to type, changed.');
    expect(await saveButton(page).isEnabled()).toBe(true);
    await text(page, 1).fill('Our first text to type.');
    expect(await saveButton(page).isDisabled()).toBe(true);
  });

  it("when it reads its text box, then it is told how applicants will type the text (one paragraph, a keyboard's quotes and dashes)", async () => {
    const company = await registerCompany(e2e.product, { texts: ['Our first text to type.'] });
    const page = await openTexts(company);
    const description = await text(page, 1).evaluate((box) =>
      (box.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain('Applicants type each text as one paragraph, the way a keyboard writes it');
    expect(await page.getByText(/^Applicants type each text as one paragraph/).isVisible()).toBe(true);
  });

  it('when texts are added up to four and some removed, then the rules hold at each step and the saved texts are there after a reload', async () => {
    const company = await registerCompany(e2e.product, { texts: ['Our first text to type.'] });
    const page = await openTexts(company);
    expect(await page.getByRole('button', { name: 'Remove text 1' }).count()).toBe(0);

    await addButton(page).click();
    // A new box is empty: Save changes cannot be pressed, and the page says why.
    await expect.poll(() => text(page, 2).evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await saveButton(page).isDisabled()).toBe(true);
    await page.getByText('Fill in every text, or remove the empty ones, to save your changes.').waitFor();
    await text(page, 2).fill('Second text.');
    expect(await saveButton(page).isEnabled()).toBe(true);

    await addButton(page).click();
    await text(page, 3).fill('Third text.');
    await addButton(page).click();
    await text(page, 4).fill('Fourth text.');
    // At four there is no way to add a fifth, and the page says that all four are used.
    expect(await addButton(page).count()).toBe(0);
    expect(
      await page
        .getByText(
          'Each applicant takes three tests, one text each, in the order of your texts and starting over after the last. With four texts, each applicant starts at a different one, so all four are used.',
          { exact: true },
        )
        .isVisible(),
    ).toBe(true);
    for (const n of [2, 3, 4]) await page.getByRole('button', { name: `Remove text ${n}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Remove text 1' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Remove text 2' }).click();
    expect(await shownTexts(page)).toEqual(['Our first text to type.', 'Third text.', 'Fourth text.']);
    await addButton(page).waitFor();

    await saveAndConfirm(page, 'Your applicants will type these texts from now on.');
    expect(await saveButton(page).isDisabled()).toBe(true);

    // The view keeps its address (/login?view=texts) through the reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Manage your texts', exact: true }).waitFor();
    expect(await shownTexts(page)).toEqual(['Our first text to type.', 'Third text.', 'Fourth text.']);
  });

  it('when the only text is emptied, then Save changes cannot be pressed', async () => {
    const company = await registerCompany(e2e.product, { texts: ['Our first text to type.'] });
    const page = await openTexts(company);
    await text(page, 1).fill('   ');
    expect(await saveButton(page).isDisabled()).toBe(true);
  });

  it('when it ticks "Use default texts" and saves, then the default texts show read-only with the note, and unticking brings its own text back', async () => {
    const company = await registerCompany(e2e.product, { texts: ['Our first text to type.'] });
    const page = await openTexts(company);

    await defaultBox(page).check();
    await page.getByText('You are currently using our default texts.', { exact: true }).waitFor();
    expect(await shownTexts(page)).toEqual([...defaultTexts]);
    for (const box of await page.locator('textarea').all()) expect(await box.getAttribute('readonly')).not.toBeNull();
    expect(await addButton(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove text/ }).count()).toBe(0);

    await saveAndConfirm(page, 'Your applicants will type our default texts from now on.');
    // The view keeps its address (/login?view=texts) through the reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Manage your texts', exact: true }).waitFor();
    expect(await defaultBox(page).isChecked()).toBe(true);
    expect(await saveButton(page).isDisabled()).toBe(true);

    await defaultBox(page).uncheck();
    expect(await shownTexts(page)).toEqual(['Our first text to type.']);
    // Going back to its own texts is a change.
    expect(await saveButton(page).isEnabled()).toBe(true);
  });
});

describe('given a company that chose the default texts when registering', () => {
  it('when it unticks "Use default texts", then one empty Text 1 waits to be filled before it can save', async () => {
    const company = await registerCompany(e2e.product, { isDefaultCb: true });
    const page = await openTexts(company);
    expect(await defaultBox(page).isChecked()).toBe(true);

    await defaultBox(page).uncheck();
    expect(await shownTexts(page)).toEqual(['']);
    expect(await saveButton(page).isDisabled()).toBe(true);
    await text(page, 1).fill('Our own text at last.');
    await saveAndConfirm(page, 'Your applicants will type these texts from now on.');

    // The view keeps its address (/login?view=texts) through the reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Manage your texts', exact: true }).waitFor();
    expect(await defaultBox(page).isChecked()).toBe(false);
    expect(await shownTexts(page)).toEqual(['Our own text at last.']);
  });
});

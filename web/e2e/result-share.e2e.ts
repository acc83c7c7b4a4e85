import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany } from './support/account-company.ts';
import { openAccountAs, openFromMenu, startSignedOut } from './support/account-page.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { givenFinishedApplicants } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

/** The pages of a PDF as Chromium writes it: one `/Type /Page` object each (`/Pages` is their tree). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

/** The page printed on A4, as the browser's "Save as PDF" makes it. */
async function printedPages(page: Page): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return pdfPages(pdf);
}

/** The screen's layout on A4, without the print view: what the print view spares the reader. */
async function pagesWithoutPrintView(page: Page): Promise<number> {
  await page.emulateMedia({ media: 'screen' });
  return pdfPages(await page.pdf({ format: 'A4', printBackground: true }));
}

/** A test's section: "Test 1" in English and Swedish alike. */
const testSection = (page: Page, n: number) => page.getByRole('region', { name: `Test ${n}`, exact: true });

describe("given a company with an applicant's finished result", () => {
  it('when it shares the result, then a colleague without an account opens the link and sees the figures, and after the company revokes it the link says so; both print on one A4 page', async () => {
    const company = await registerCompany(e2e.product, { texts: ['Send the contract by Friday, please.'] });
    await givenFinishedApplicants(e2e.product, company, [{ fullName: 'Grace Hopper', email: `grace.${company.textFolder}@applicants.example` }]);
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Applicant results & history');
    await page.getByRole('button', { name: 'View result of Grace Hopper' }).click();
    await page.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
    const wpm = await testSection(page, 1).locator('dt', { hasText: 'WPM' }).locator('xpath=following-sibling::dd').textContent();

    // The result page prints as one clean page: no header, buttons or share panel on the paper,
    // and the company's status in words, not as a control.
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Shortlisted' });
    await page.getByText('The status is saved.').waitFor();
    expect(await printedPages(page)).toBe(1);
    expect(await pagesWithoutPrintView(page)).toBeGreaterThan(2);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Share' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('combobox', { name: 'Status' }).isVisible()).toBe(false);
    expect(await page.getByText('Status: Shortlisted', { exact: true }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    await page.getByLabel('Link works for').selectOption('30');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const link = await page.getByLabel('Link to send').inputValue();
    expect(link).toMatch(new RegExp(`^${e2e.product.url}/shared/[A-Za-z0-9_-]{43}$`));
    await page.getByText(/^Made .*, works until /).waitFor();

    // A colleague in another browser, signed in nowhere, who reads Swedish and has the dark theme.
    const colleague = await launchBrowser();
    try {
      await colleague.context.addCookies([
        { name: 'language', value: 'sv', url: e2e.product.url },
        { name: 'darkMode', value: 'true', url: e2e.product.url },
      ]);
      const shared = await colleague.context.newPage();
      const opened = await shared.goto(link);
      expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
      expect(opened?.headers()['x-robots-tag']).toBe('noindex');
      await shared.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
      await shared.getByText(new RegExp(`^Delat av ${company.companyName}\\. Endast läsning`)).waitFor();
      expect(await testSection(shared, 1).locator('dt', { hasText: 'Ord/min' }).locator('xpath=following-sibling::dd').textContent()).toBe(wpm);
      await testSection(shared, 1).getByRole('img').first().waitFor();
      await expectNoSeriousViolations(shared);
      // Read-only: none of the account's controls.
      expect(await shared.getByRole('button', { name: /Dela|Granska|Godkänn|Underkänn|Radera/ }).count()).toBe(0);
      expect(await shared.getByRole('navigation', { name: 'Brödsmulor' }).count()).toBe(0);

      // Printed in the dark theme: light paper, one A4 page.
      await shared.emulateMedia({ media: 'print' });
      expect(await shared.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
      await shared.emulateMedia({ media: 'screen' });
      expect(await printedPages(shared)).toBe(1);

      await page.getByRole('button', { name: /^Revoke the link made / }).click();
      await page.getByText(/^Made .*, revoked$/).waitFor();

      await shared.reload();
      await shared.getByText('Länken har återkallats av den som delade den. Be om en ny om du fortfarande behöver den.').waitFor();
      expect(await shared.getByText('Grace Hopper').count()).toBe(0);
    } finally {
      await colleague.close();
    }
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany, unique } from './support/account-company.ts';
import { openAccountAs, openFromMenu, startSignedOut, toast } from './support/account-page.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { givenFinishedApplicants } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut, browserOptions: { viewport: { width: 1280, height: 800 } } });

const rowNames = (page: Page) => page.getByRole('table').locator('tbody').getByRole('rowheader').allTextContents();
const query = (page: Page) => new URL(page.url()).searchParams;

describe('given a company with three finished applicants', () => {
  it('when the employer shortlists one, filters by it, writes a private note, and compares two results, then each shows where it was decided, and the comparison stacks on a phone', async () => {
    const company = await registerCompany(e2e.product);
    const [ada, grace, alan] = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'].map((fullName) => ({
      fullName,
      email: `${fullName.split(' ')[0]!.toLowerCase()}.${unique()}@applicants.example`,
    }));
    await givenFinishedApplicants(e2e.product, company, [ada!, grace!, alan!]);
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Applicant results & history');
    await expect.poll(() => rowNames(page)).toEqual([alan!.fullName, grace!.fullName, ada!.fullName]);

    // A status chosen in the row is saved at once.
    await page.getByRole('combobox', { name: `Status of ${ada!.fullName}` }).selectOption({ label: 'Shortlisted' });
    await toast(page, `${ada!.fullName}: Shortlisted`).waitFor();

    // Filtered by it: only her, and the address says so (a reload or a bookmark shows the same list).
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Shortlisted' });
    await expect.poll(() => rowNames(page)).toEqual([ada!.fullName]);
    expect(query(page).get('status')).toBe('shortlisted');
    await page.reload();
    await expect.poll(() => rowNames(page)).toEqual([ada!.fullName]);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Any status' });
    await expect.poll(() => rowNames(page)).toHaveLength(3);

    // The private note, on her result page.
    await page.getByRole('button', { name: `View result of ${ada!.fullName}` }).click();
    await page.getByRole('heading', { level: 1, name: ada!.fullName }).waitFor();
    const decision = page.getByRole('region', { name: 'Status and private note' });
    expect(await decision.getByLabel('Status', { exact: true }).inputValue()).toBe('shortlisted');
    await decision.getByRole('textbox', { name: 'Private note' }).fill('Strong on numbers. Second interview on Monday.');
    await decision.getByRole('button', { name: 'Save note' }).click();
    await toast(page, 'The note is saved.').waitFor();
    await expectNoSeriousViolations(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: ada!.fullName }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Private note' }).inputValue()).toBe('Strong on numbers. Second interview on Monday.');

    // Two ticked, compared side by side.
    await page.getByRole('button', { name: 'Back to Applicant results & history' }).click();
    await expect.poll(() => rowNames(page)).toHaveLength(3);
    const compare = page.getByRole('button', { name: /^Compare \(/ });
    expect(await compare.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: `Compare ${ada!.fullName}` }).check();
    await page.getByRole('checkbox', { name: `Compare ${grace!.fullName}` }).check();
    await compare.click();
    await page.getByRole('heading', { level: 1, name: 'Compare results' }).waitFor();
    expect(query(page).get('view')).toBe('compare');
    expect(query(page).get('ids')?.split(',')).toHaveLength(2);
    const columns = page.getByRole('list', { name: 'The results side by side' }).getByRole('article');
    await expect.poll(() => columns.getByRole('heading', { level: 2 }).allTextContents()).toEqual([ada!.fullName, grace!.fullName]);
    const adaColumn = columns.filter({ hasText: ada!.fullName });
    await adaColumn.getByText('Shortlisted').waitFor();
    expect(await columns.filter({ hasText: grace!.fullName }).getByText('No status').count()).toBe(1);
    // Every chart on one scale: the same top line in each column's charts.
    const scaleTops = await page.locator('.compare__chart svg').evaluateAll((charts) => charts.map((chart) => chart.querySelectorAll('.result-speed__grid text')[2]?.textContent));
    expect(scaleTops).toHaveLength(6);
    expect(new Set(scaleTops).size).toBe(1);
    await expectNoSeriousViolations(page);

    // On a phone the columns stack, one under the other, none wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    const boxes = await columns.evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes[1]!.top).toBeGreaterThanOrEqual(boxes[0]!.bottom);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(375);
  }, 180_000);
});

import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany, unique } from './support/account-company.ts';
import { openAccountAs, openFromMenu, startSignedOut } from './support/account-page.ts';
import { finishTests, inviteThroughApi } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const timezoneId = 'Asia/Tokyo';
const e2e = useProductInBrowser({ setUpPage: startSignedOut, browserOptions: { timezoneId, viewport: { width: 1280, height: 800 } } });

const rows = (page: Page) => page.getByRole('table').locator('tbody').getByRole('row');
const rowNames = (page: Page) => rows(page).getByRole('rowheader').allTextContents();
const verdicts = (page: Page) => rows(page).locator('.account-results__verdict').allTextContents();

/** A CSV line's cells: quoted ones may hold commas (a flag's sentence), their quotes doubled. */
const cellsOf = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = '']) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell));

describe('given a company whose applicants typed fast and slow', () => {
  it('when it sets a pass mark in Account settings, then the results list says Passed or Not passed, sorts, filters, and exports the list as a CSV file', async () => {
    // A short text: the slow typist finishes well within the server's clock allowance without waiting.
    const company = await registerCompany(e2e.product, { timeZone: timezoneId, texts: ['Type this.'] });
    const fast = { fullName: 'Fast Typist', email: `fast.${unique()}@applicants.example` };
    const slow = { fullName: 'Slow Typist', email: `slow.${unique()}@applicants.example` };
    const [fastLink, slowLink] = await inviteThroughApi(e2e.product, company, [fast, slow]);
    // About 100 WPM, then about 40 WPM: the slow one finishes last, so is the newest.
    await finishTests(e2e.product, fastLink!, { msPerKey: 120 });
    await finishTests(e2e.product, slowLink!, { msPerKey: 300 });
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);

    // Account settings: a minimum of 70 WPM; "Save changes" waits until something differs.
    await openFromMenu(page, 'Account settings');
    const save = page.getByRole('button', { name: 'Save changes' });
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByLabel('Time zone').inputValue()).toBe(timezoneId);
    await page.getByLabel('Minimum WPM').fill('70');
    await page.getByLabel('Minimum WPM').fill('');
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Minimum WPM').fill('401');
    await save.click();
    await page.getByText('Enter a whole number from 0 to 400, or leave the field empty.').waitFor();
    await page.getByLabel('Minimum WPM').fill('70');
    await page.getByLabel('Minimum accuracy').fill('50');
    await save.click();
    await page.getByRole('dialog').getByText('Your account settings are up to date.').waitFor();
    await page.getByRole('dialog').getByRole('button').click();

    // The list: newest first, each judged against the pass mark.
    await page.getByRole('button', { name: 'Back' }).click();
    await openFromMenu(page, 'Applicant results & history');
    await expect.poll(() => rowNames(page)).toEqual([slow.fullName, fast.fullName]);
    expect(await verdicts(page)).toEqual(['Not passed', 'Passed']);

    await page.getByLabel('Sort by').selectOption({ label: 'Fastest first' });
    await expect.poll(() => rowNames(page)).toEqual([fast.fullName, slow.fullName]);
    await page.getByLabel('Show').selectOption({ label: 'Not passed' });
    await expect.poll(() => rowNames(page)).toEqual([slow.fullName]);
    await page.getByLabel('Show').selectOption({ label: 'Passed' });
    await expect.poll(() => rowNames(page)).toEqual([fast.fullName]);
    await page.getByLabel('Show').selectOption({ label: 'All results' });
    await expect.poll(() => rowNames(page)).toEqual([fast.fullName, slow.fullName]);

    // Export CSV: the list as sorted, one row per applicant, opened as a spreadsheet would.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^typetest-results-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Name,E-mail,WPM,Accuracy (%),Test 1 WPM,Test 1 accuracy (%),Test 2 WPM,Test 2 accuracy (%),Test 3 WPM,Test 3 accuracy (%),Date and time (Asia/Tokyo),Passed,Flags,Review,Review note,Times away from the test,Seconds away from the test,Paste attempts,Status,Note',
    );
    expect(lines.slice(1).map((line) => cellsOf(line).slice(0, 2))).toEqual([
      [fast.fullName, fast.email],
      [slow.fullName, slow.email],
    ]);
    expect(lines.slice(1).map((line) => cellsOf(line)[11])).toEqual(['Passed', 'Not passed']);
  }, 120_000);
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, logInThroughApi, registerCompany, unique, verifyThroughWelcomeMail, type TestCompany } from './support/account-company.ts';
import { openAccountAs, openFromMenu, startSignedOut } from './support/account-page.ts';
import { givenFinishedApplicants, type InvitedApplicant } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

/**
 * A browser far east of UTC, and a company that registered from it: for about half of every day
 * its date is not UTC's, so "today" in a date search is the company's day only if the company's
 * time zone is used (kept from the browser at registration).
 */
const timezoneId = 'Pacific/Kiritimati';
const e2e = useProductInBrowser({ setUpPage: startSignedOut, browserOptions: { timezoneId } });

async function openHistory(company: TestCompany): Promise<Page> {
  await openAccountAs(e2e.page, e2e.product, company);
  await openFromMenu(e2e.page, 'Applicant results & history');
  return e2e.page;
}

const rows = (page: Page) => page.getByRole('table').locator('tbody').getByRole('row');
const rowNames = (page: Page) => rows(page).getByRole('rowheader').allTextContents();
/** A company registered from this browser: its time zone is the browser's. */
const registerHere = () => registerCompany(e2e.product, { timeZone: timezoneId });
const nameSearch = (page: Page) => page.getByLabel('Search by name or e-mail');
const dateSearch = (page: Page) => page.getByLabel('Search by date');
const viewMore = (page: Page) => page.getByRole('button', { name: 'View more results' });

function applicant(name: string): InvitedApplicant {
  return { fullName: name, email: `${name.split(' ')[0]?.toLowerCase() ?? 'applicant'}.${unique()}@applicants.example` };
}

/** A day in the browser's time zone, `offset` days from today, as the date field takes it (YYYY-MM-DD). */
const browserDay = (page: Page, offset = 0) => page.evaluate((days) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA'), offset);

/** The company's results as the API reports them, newest first (what the rows must show). */
async function resultsThroughApi(company: TestCompany) {
  const { accessToken } = await logInThroughApi(e2e.product, company.loginEmail, company.password);
  const answer = await callApi(e2e.product, '/api/db/getspenthistory', { range: 0, dateSearch: '', textSearch: '', timeZone: timezoneId }, accessToken);
  return answer.body.users as { fullName: string; email: string; wpm: number; accuracy: number; dateTime: string }[];
}

describe('given a company whose applicants Ada and Alan have finished their tests', () => {
  it('when it opens the history, then each row shows name, e-mail, WPM, accuracy and when (in the company’s time zone), newest first', async () => {
    const company = await registerHere();
    const ada = applicant('Ada Lovelace');
    const alan = applicant('Alan Turing');
    await givenFinishedApplicants(e2e.product, company, [ada, alan]);
    const expected = await resultsThroughApi(company);
    const page = await openHistory(company);

    await expect.poll(() => rowNames(page)).toEqual([alan.fullName, ada.fullName]);
    for (const result of expected) {
      const row = rows(page).filter({ hasText: result.email });
      await row.getByRole('cell', { name: String(result.wpm), exact: true }).waitFor();
      await row.getByRole('cell', { name: `${result.accuracy}%`, exact: true }).waitFor();
      const shown = await row.locator('time').getAttribute('datetime');
      expect(shown).toBe(result.dateTime);
      const written = await page.evaluate(
        ([iso, timeZone]) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso!)),
        [result.dateTime, timezoneId],
      );
      expect(await row.locator('time').textContent()).toBe(written);
    }
    expect(await viewMore(page).count()).toBe(0);
  });

  it('when it searches by name, by e-mail, by today’s date in its own time zone, and clears, then the rows follow, with "No results" where none match', async () => {
    const company = await registerHere();
    const ada = applicant('Ada Lovelace');
    const alan = applicant('Alan Turing');
    await givenFinishedApplicants(e2e.product, company, [ada, alan]);
    const page = await openHistory(company);
    await expect.poll(() => rowNames(page)).toEqual([alan.fullName, ada.fullName]);

    await nameSearch(page).pressSequentially('lovel');
    await expect.poll(() => rowNames(page)).toEqual([ada.fullName]);
    await nameSearch(page).fill(alan.email.toUpperCase());
    await expect.poll(() => rowNames(page)).toEqual([alan.fullName]);
    await nameSearch(page).fill('nobody-by-that-name');
    await page.getByText('No results', { exact: true }).waitFor();
    expect(await rows(page).count()).toBe(0);
    await nameSearch(page).fill('');
    await expect.poll(() => rowNames(page)).toEqual([alan.fullName, ada.fullName]);

    const clear = page.getByRole('button', { name: 'Clear', exact: true });
    await dateSearch(page).fill(await browserDay(page));
    await expect.poll(() => rowNames(page)).toEqual([alan.fullName, ada.fullName]);
    await dateSearch(page).fill(await browserDay(page, -1));
    await page.getByText('No results', { exact: true }).waitFor();
    await clear.click();
    expect(await dateSearch(page).inputValue()).toBe('');
    await expect.poll(() => rowNames(page)).toEqual([alan.fullName, ada.fullName]);
    expect(await clear.isDisabled()).toBe(true);
  });
});

describe('given a company with 11 finished applicants', () => {
  it('when it opens the history, then 10 show with "View more results", which adds the 11th and goes away', async () => {
    const company = await registerHere();
    // More applicants than a company may invite before it verifies its e-mail.
    await verifyThroughWelcomeMail(e2e.product, company);
    const applicants = Array.from({ length: 11 }, (_, index) => applicant(`Applicant${String(index + 1).padStart(2, '0')} Tester`));
    await givenFinishedApplicants(e2e.product, company, applicants);
    const page = await openHistory(company);
    const newestFirst = applicants.map((entry) => entry.fullName).reverse();

    await expect.poll(() => rowNames(page)).toEqual(newestFirst.slice(0, 10));
    await viewMore(page).click();
    await expect.poll(() => rowNames(page)).toEqual(newestFirst);
    expect(await viewMore(page).count()).toBe(0);
    // The button went with the last page: the first new row's name has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(newestFirst[10]);
  }, 120_000);
});

describe('given a company no applicant has finished for', () => {
  it('when it opens the history, then it says "No results"', async () => {
    const company = await registerCompany(e2e.product);
    const page = await openHistory(company);
    await page.getByText('No results', { exact: true }).waitFor();
    expect(await viewMore(page).count()).toBe(0);
  });
});

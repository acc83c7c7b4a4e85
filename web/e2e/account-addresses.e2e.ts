import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany, unique, type TestCompany } from './support/account-company.ts';
import { loginHeading, logInInBrowser, openAccountAs, openFromMenu, startSignedOut, welcomeHeading } from './support/account-page.ts';
import { givenFinishedApplicants, type InvitedApplicant } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

/** Path and query: what a reload or a bookmark opens. */
const address = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const applicant = (fullName: string): InvitedApplicant => ({ fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}.${unique()}@applicants.example` });
const rowNames = (page: Page) => page.getByRole('table').locator('tbody').getByRole('rowheader').allTextContents();
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function givenCompanyWithResults(): Promise<{ company: TestCompany; ada: InvitedApplicant; alan: InvitedApplicant }> {
  const company = await registerCompany(e2e.product);
  const ada = applicant('Ada Lovelace');
  const alan = applicant('Alan Turing');
  await givenFinishedApplicants(e2e.product, company, [ada, alan]);
  return { company, ada, alan };
}

describe('given a company with two finished applicants, in its account', () => {
  it('when it searches the results, opens one and goes Back twice, then it is on the searched list, then on the menu', async () => {
    const { company, ada } = await givenCompanyWithResults();
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);

    await openFromMenu(page, 'Applicant results & history');
    await expect.poll(() => rowNames(page)).toHaveLength(2);
    await page.getByLabel('Search by name or e-mail').fill('Ada');
    await page.getByLabel('Sort by').selectOption('wpm');
    await expect.poll(() => rowNames(page)).toEqual([ada.fullName]);
    await expect.poll(() => address(page)).toBe('/login?view=results&q=Ada&sort=wpm');
    await page.getByRole('button', { name: `View result of ${ada.fullName}` }).click();
    await heading(page, ada.fullName).waitFor();
    expect(address(page)).toMatch(/^\/login\?result=[0-9a-f-]{36}$/);

    await page.goBack();
    await heading(page, 'Applicant results & history').waitFor();
    expect(await page.getByLabel('Search by name or e-mail').inputValue()).toBe('Ada');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('wpm');
    await expect.poll(() => rowNames(page)).toEqual([ada.fullName]);

    await page.goBack();
    await welcomeHeading(page, company).waitFor();
    expect(address(page)).toBe('/login');
  });

  it('when it reloads a result, then the result shows again; and each view of the menu keeps its address through a reload', async () => {
    const { company, alan } = await givenCompanyWithResults();
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Applicant results & history');
    await page.getByRole('button', { name: `View result of ${alan.fullName}` }).click();
    await heading(page, alan.fullName).waitFor();

    await page.reload();
    await heading(page, alan.fullName).waitFor();
    await page.getByRole('region', { name: 'Test 3', exact: true }).waitFor();

    for (const [button, view] of [
      ['Manage your texts', 'texts'],
      ['Account settings', 'settings'],
      ['Invite applicants', 'invitations'],
      ['Contact support', 'support'],
    ] as const) {
      await page.goto(`${e2e.product.url}/login`);
      await openFromMenu(page, button);
      expect(address(page), button).toBe(`/login?view=${view}`);
      await page.reload();
      await heading(page, button).waitFor();
    }
  });

  it("when the result's own way back is taken, then it is the list as it was searched, and the menu's Back the browser's", async () => {
    const { company, ada } = await givenCompanyWithResults();
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Applicant results & history');
    await page.getByLabel('Search by name or e-mail').fill('Ada');
    await expect.poll(() => rowNames(page)).toEqual([ada.fullName]);
    await page.getByRole('button', { name: `View result of ${ada.fullName}` }).click();
    await heading(page, ada.fullName).waitFor();

    await page.getByRole('button', { name: 'Back to Applicant results & history' }).click();
    await heading(page, 'Applicant results & history').waitFor();
    expect(address(page)).toBe('/login?view=results&q=Ada');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await welcomeHeading(page, company).waitFor();

    await page.goForward();
    await heading(page, 'Applicant results & history').waitFor();
    expect(address(page)).toBe('/login?view=results&q=Ada');
  });
});

describe('given a bookmark of a result, opened signed out', () => {
  it('when the company logs in, then it lands on that result', async () => {
    const { company, alan } = await givenCompanyWithResults();
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Applicant results & history');
    await page.getByRole('button', { name: `View result of ${alan.fullName}` }).click();
    await heading(page, alan.fullName).waitFor();
    const bookmark = address(page);
    await page.evaluate(() => localStorage.clear());

    await page.goto(`${e2e.product.url}${bookmark}`);
    await loginHeading(page).waitFor();
    await logInInBrowser(page, company.loginEmail, company.password);

    await heading(page, alan.fullName).waitFor();
    expect(address(page)).toBe(bookmark);
  });
});

describe("given another company's result address", () => {
  it('when a company opens it, then it reads "Result not found" with no Try again, and the way to its own results list', async () => {
    const theirs = await givenCompanyWithResults();
    const page = e2e.page;
    await openAccountAs(page, e2e.product, theirs.company);
    await openFromMenu(page, 'Applicant results & history');
    await page.getByRole('button', { name: `View result of ${theirs.ada.fullName}` }).click();
    await heading(page, theirs.ada.fullName).waitFor();
    const theirResult = address(page);
    await page.evaluate(() => localStorage.clear());
    const ours = await registerCompany(e2e.product);

    await page.goto(`${e2e.product.url}${theirResult}`);
    await logInInBrowser(page, ours.loginEmail, ours.password);

    await heading(page, 'Result not found').waitFor();
    await page.getByText('This result is not in your account.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.getByText(theirs.ada.fullName).count()).toBe(0);
    await page.getByRole('button', { name: 'Back to Applicant results & history' }).click();
    await heading(page, 'Applicant results & history').waitFor();
    await page.getByText('No results', { exact: true }).waitFor();
  });
});

describe('given an account address naming no view', () => {
  it('when it is opened, then the page says "Page not found", with the way back to the main page', async () => {
    await e2e.page.goto(`${e2e.product.url}/login?view=reports`);
    await heading(e2e.page, 'Page not found').waitFor();
    await e2e.page.getByRole('link', { name: 'Back to the main page' }).waitFor();
  });
});

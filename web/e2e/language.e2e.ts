import { en, sv } from '@typetest/events/i18n';
import { demoTextByLanguage } from '@typetest/events/typing/demo-text';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany, unique } from './support/account-company.ts';
import { startSignedOut } from './support/account-page.ts';
import { screen } from './support/applicant-page.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { inviteThroughApi } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

/** Each test a first visit in a browser of its own, in the language it pins. */
const e2e = useProductInBrowser({ browserPerTest: true });

async function openBrowserIn(locale: string): Promise<Page> {
  const page = await e2e.openBrowser({ locale });
  await startSignedOut(page, e2e.product);
  return page;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const languageSwitch = (page: Page, name: string) => page.getByRole('group', { name }).getByRole('button');
const languageCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'language');

describe('given a visitor whose browser speaks Swedish', () => {
  it('when they open the product, then its screens are in Swedish; when they switch to English, then it stays English across a reload', async () => {
    const page = await openBrowserIn('sv-SE');
    await page.goto(e2e.product.url);

    await page.getByRole('heading', { level: 1, name: sv.landing.heading }).waitFor();
    expect(await htmlLang(page)).toBe('sv');
    expect(await languageSwitch(page, sv.common.language).allTextContents()).toEqual(['English', 'Svenska']);
    expect(await page.getByRole('button', { name: 'Svenska' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoSeriousViolations(page);

    // Registering, the company's language starts as the page's.
    await page.getByRole('button', { name: sv.landing.register }).click();
    expect(await page.getByRole('combobox', { name: sv.companyLanguage.label }).inputValue()).toBe('sv');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: en.registration.details.heading }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await page.getByRole('combobox', { name: en.companyLanguage.label }).inputValue()).toBe('en');
    expect(await languageCookie(page)).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    // 365 days from now, give or take the test's own minute.
    expect(((await languageCookie(page))?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.goto(e2e.product.url);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: en.landing.heading }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('given a Swedish company that invites an applicant whose browser speaks English', () => {
  it('when the applicant opens the link, then the page is in Swedish, the introduction sentence too; when they switch to English, then it is English', async () => {
    const company = await registerCompany(e2e.product, { language: 'sv' });
    const [link = ''] = await inviteThroughApi(e2e.product, company, [{ fullName: 'Ada Lovelace', email: `ada.${unique()}@applicants.example` }]);
    const page = await openBrowserIn('en-US');

    await page.goto(link);
    await screen(page, sv.applicant.welcomeTitle);
    expect(await htmlLang(page)).toBe('sv');
    await page.getByRole('button', { name: sv.applicant.continueToIntroduction }).click();
    await screen(page, sv.applicant.introductionTitle);
    expect(await page.locator('.typed-passage').textContent()).toBe(demoTextByLanguage.sv);
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'English' }).click();
    await screen(page, en.applicant.welcomeTitle);
    expect(await htmlLang(page)).toBe('en');
    // The company's language still decides the introduction sentence.
    await page.getByRole('button', { name: en.applicant.continueToIntroduction }).click();
    await screen(page, en.applicant.introductionTitle);
    expect(await page.locator('.typed-passage').textContent()).toBe(demoTextByLanguage.sv);
  });
});

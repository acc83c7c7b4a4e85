import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useProductInBrowser } from './support/product-in-browser.ts';

/** Each test is a first visit: its own browser, so no cookie from another test. */
const e2e = useProductInBrowser({ browserPerTest: true });

const dayMs = 24 * 60 * 60 * 1000;

async function firstVisit(colorScheme: NonNullable<BrowserContextOptions['colorScheme']>): Promise<Page> {
  const page = await e2e.openBrowser({ colorScheme });
  await page.goto(e2e.product.url);
  await toggleOf(page).waitFor();
  return page;
}

/** The header's toggle: one name, whatever the mode; aria-pressed says whether dark mode is on. */
function toggleOf(page: Page) {
  return page.getByRole('button', { name: 'Dark mode', exact: true });
}

/** What a screen reader says of the toggle's state: pressed (dark) or not. */
async function pressed(page: Page) {
  return toggleOf(page).getAttribute('aria-pressed');
}

/** Waits until the toggle reports `dark`, and returns whether it does. */
async function toggleReports(page: Page, dark: boolean) {
  await page.locator(`button[aria-label="Dark mode"][aria-pressed="${dark}"]`).waitFor();
  return (await pressed(page)) === String(dark);
}

/** The theme the page is painted in: the attribute, and the background colour it gives the page. */
async function paintedTheme(page: Page) {
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.body).backgroundColor,
  }));
}

const light = { theme: 'light', background: 'rgb(244, 245, 247)' };
const dark = { theme: 'dark', background: 'rgb(15, 17, 21)' };

async function darkModeCookie(page: Page) {
  const cookies = await page.context().cookies(e2e.product.url);
  return cookies.find((cookie) => cookie.name === 'darkMode');
}

describe('given a visitor whose system is set to light', () => {
  it('when they first visit, then the page is light and nothing is saved yet', async () => {
    const page = await firstVisit('light');
    expect(await paintedTheme(page)).toEqual(light);
    expect(await pressed(page)).toBe('false');
    expect(await darkModeCookie(page)).toBeUndefined();
  });

  it('when they switch to dark mode and reload, then the page is still dark and the cookie darkMode=true lasts 365 days', async () => {
    const page = await firstVisit('light');
    await toggleOf(page).click();

    expect(await toggleReports(page, true)).toBe(true);
    expect(await paintedTheme(page)).toEqual(dark);

    const cookie = await darkModeCookie(page);
    expect(cookie).toMatchObject({ value: 'true', path: '/', sameSite: 'Lax' });
    expect(cookie?.expires ?? 0).toBeGreaterThan((Date.now() + 364 * dayMs) / 1000);
    expect(cookie?.expires ?? 0).toBeLessThan((Date.now() + 366 * dayMs) / 1000);

    await page.reload();
    expect(await toggleReports(page, true)).toBe(true);
    expect(await paintedTheme(page)).toEqual(dark);
  });

  it('when their saved choice is dark, then the page is dark before the app itself has loaded (no white flash)', async () => {
    const page = await firstVisit('light');
    await toggleOf(page).click();
    await toggleReports(page, true);

    // Without the app's script only the blocking /theme.js that index.html loads can set the theme.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.locator('#root').innerHTML()).toBe('');
    expect(await paintedTheme(page)).toEqual(dark);
  });
});

describe('given a visitor whose system is set to dark', () => {
  it('when they first visit, then the page is dark', async () => {
    const page = await firstVisit('dark');
    expect(await paintedTheme(page)).toEqual(dark);
    expect(await pressed(page)).toBe('true');
  });

  it('when they switch to light mode and reload, then their choice wins over the system and is saved as darkMode=false', async () => {
    const page = await firstVisit('dark');
    await toggleOf(page).click();
    expect(await toggleReports(page, false)).toBe(true);
    expect(await paintedTheme(page)).toEqual(light);
    expect((await darkModeCookie(page))?.value).toBe('false');

    await page.reload();
    expect(await toggleReports(page, false)).toBe(true);
    expect(await paintedTheme(page)).toEqual(light);
  });

  it('when they use only the keyboard, then the toggle can be reached and pressed', async () => {
    const page = await firstVisit('dark');
    // Skip link, brand link, then the toggle.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Dark mode');
    await page.keyboard.press('Enter');
    expect(await toggleReports(page, false)).toBe(true);
    expect(await paintedTheme(page)).toEqual(light);
  });

  it('when they press the toggle, then it keeps its one name and only its pressed state changes, as a screen reader reads it', async () => {
    const page = await firstVisit('dark');
    const spoken = async () => {
      const snapshot = await page.locator('header').ariaSnapshot();
      return snapshot.split('\n').find((line) => line.includes('button'))?.trim() ?? '';
    };
    expect(await spoken()).toBe('- button "Dark mode" [pressed]');

    await toggleOf(page).click();
    await toggleReports(page, false);
    expect(await spoken()).toBe('- button "Dark mode"');
    expect(await page.getByRole('button', { name: /mode/ }).count()).toBe(1);
  });
});

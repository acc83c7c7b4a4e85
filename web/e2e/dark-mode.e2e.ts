import { demoText } from '@typetest/events/typing/demo-text';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany, unique } from './support/account-company.ts';
import { pressContinue, screen } from './support/applicant-page.ts';
import { inviteThroughApi } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

/** Each test is a first visit: its own browser, so no cookie from another test. */
const e2e = useProductInBrowser({ browserPerTest: true });

const dayMs = 24 * 60 * 60 * 1000;

async function firstVisit(colorScheme: NonNullable<BrowserContextOptions['colorScheme']>): Promise<Page> {
  const page = await e2e.openBrowser({ colorScheme });
  await page.goto(e2e.product.url);
  // The landing page comes prerendered: the toggle answers once the app has taken the page over,
  // which is when the menu's buttons replace their placeholder.
  await page.getByRole('button', { name: 'Register' }).waitFor();
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

    // Without the app's script only the blocking /theme.js that the page loads can set the theme.
    // The landing page comes prerendered: its text is there, its buttons still a placeholder, as the app never ran.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('.landing-actions button').count()).toBe(0);
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
    // Skip link, brand link, the language switch's two buttons, then the toggle.
    for (let stop = 0; stop < 5; stop++) await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Dark mode');
    await page.keyboard.press('Enter');
    expect(await toggleReports(page, false)).toBe(true);
    expect(await paintedTheme(page)).toEqual(light);
  });

  it('when they press the toggle, then it keeps its one name and only its pressed state changes, as a screen reader reads it', async () => {
    const page = await firstVisit('dark');
    const spoken = async () => {
      const snapshot = await page.locator('header').ariaSnapshot();
      return (
        snapshot
          .split('\n')
          // The header's other buttons are the language switch's.
          .find((line) => line.includes('button') && !/English|Svenska/.test(line))
          ?.trim() ?? ''
      );
    };
    expect(await spoken()).toBe('- button "Dark mode" [pressed]');

    await toggleOf(page).click();
    await toggleReports(page, false);
    expect(await spoken()).toBe('- button "Dark mode"');
    expect(await page.getByRole('button', { name: /mode/ }).count()).toBe(1);
  });
});

/**
 * The typing paper as painted: its background, and the colours of an untyped, a correctly typed
 * and a wrongly typed character (after the first two keys, the second one wrong).
 */
async function paintedPaper(page: Page) {
  await page.getByLabel('Typing area').focus();
  await page.keyboard.type(demoText.slice(0, 1));
  await page.keyboard.type(demoText[1] === 'x' ? 'z' : 'x');
  await page.locator('.typed-passage .char.wrong').waitFor();
  return page.evaluate(() => {
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`nothing matches ${selector}`);
      return getComputedStyle(element);
    };
    return {
      paper: style('.typing-paper').backgroundColor,
      untyped: style('.typed-passage .char:not(.correct):not(.wrong)').color,
      correct: style('.typed-passage .char.correct').color,
      wrong: { color: style('.typed-passage .char.wrong').color, background: style('.typed-passage .char.wrong').backgroundColor },
    };
  });
}

/** The dark theme's paper (design-tokens.css): dark, with light ink; a wrong character on deep red. */
const darkPaper = {
  paper: 'rgb(32, 30, 25)',
  untyped: 'rgb(154, 149, 138)',
  correct: 'rgb(244, 241, 232)',
  wrong: { color: 'rgb(244, 241, 232)', background: 'rgb(168, 40, 46)' },
};
const lightPaper = {
  paper: 'rgb(255, 253, 247)',
  untyped: 'rgb(107, 107, 107)',
  correct: 'rgb(0, 0, 0)',
  wrong: { color: 'rgb(0, 0, 0)', background: 'rgb(229, 72, 77)' },
};

describe('given a visitor in dark mode trying the typing test', () => {
  it('when the demo test shows, then its paper is dark and the typed characters are light ink on it', async () => {
    const page = await firstVisit('dark');
    await page.getByRole('button', { name: 'Try the typing test' }).click();
    await page.getByRole('heading', { name: 'Try the typing test' }).waitFor();
    expect(await paintedPaper(page)).toEqual(darkPaper);
  });

  it('when they switch to light mode, then the paper is cream again with black typed characters', async () => {
    const page = await firstVisit('dark');
    await toggleOf(page).click();
    await toggleReports(page, false);
    await page.getByRole('button', { name: 'Try the typing test' }).click();
    await page.getByRole('heading', { name: 'Try the typing test' }).waitFor();
    expect(await paintedPaper(page)).toEqual(lightPaper);
  });
});

describe('given an applicant whose system is set to dark', () => {
  it('when their introduction test shows on their own page, then its paper is dark with light ink too', async () => {
    const company = await registerCompany(e2e.product, { texts: ['Type me now.'] });
    const [link = ''] = await inviteThroughApi(e2e.product, company, [{ fullName: 'Grace Hopper', email: `grace.${unique()}@applicants.example` }]);
    const page = await e2e.openBrowser({ colorScheme: 'dark' });
    await page.goto(link);
    await screen(page, 'Welcome');
    expect(await paintedTheme(page)).toEqual(dark);
    await pressContinue(page, 'Continue to the introduction test');
    await screen(page, 'Introduction test');
    expect(await paintedPaper(page)).toEqual(darkPaper);
  });
});

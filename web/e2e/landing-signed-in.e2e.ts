import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe.ts';
import { companyRegisteredThroughApi, loggedInThroughApi, storedSession, storeSession, type CompanyLogin, type SessionTokens } from './support/landing-signed-in.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

/** docs/product.md §2, landing page: what a signed-in company sees and does on "/". */

const e2e = useProductInBrowser();

const signedInButtons = ['Manage your account', 'Try the typing test', 'Log out'];
const signedOutButtons = ['Register', 'Login', 'I want to know more', 'Try the typing test'];

/** One company for the file; each test logs it in afresh, so each has a session of its own. */
let company: CompanyLogin;
beforeAll(async () => {
  company = await companyRegisteredThroughApi(e2e.product);
});
const newSession = () => loggedInThroughApi(e2e.product, company);

const button = (name: string) => e2e.page.getByRole('button', { name, exact: true });

/** The names of the landing menu's buttons, in order. */
function menuButtons(page: Page = e2e.page): Promise<string[]> {
  return page.locator('.landing-actions button').allTextContents();
}

async function openLandingSignedIn(tokens: SessionTokens): Promise<Page> {
  await storeSession(e2e.page, e2e.product, tokens);
  await e2e.page.goto(e2e.product.url);
  await button('Manage your account').waitFor();
  return e2e.page;
}

const path = () => new URL(e2e.page.url()).pathname;

describe('given a company that is signed in', () => {
  it('when it opens the landing page, then it is offered Manage your account, Try the typing test and Log out, and not Register, Login or I want to know more', async () => {
    await openLandingSignedIn(await newSession());
    expect(await menuButtons()).toEqual(signedInButtons);
    for (const name of ['Register', 'Login', 'I want to know more']) expect(await button(name).count(), name).toBe(0);
  });

  it('when it presses Manage your account, then it is on /login, welcomed by its account menu', async () => {
    await openLandingSignedIn(await newSession());
    await button('Manage your account').click();
    await e2e.page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    expect(path()).toBe('/login');
  });

  it('when it logs out with the keyboard, then "Logged out" shows, both tokens are gone, the signed-out menu is back with focus on its heading, and a reload keeps it signed out', async () => {
    await openLandingSignedIn(await newSession());
    await button('Log out').focus();
    await e2e.page.keyboard.press('Enter');

    await e2e.page.getByRole('status').filter({ hasText: 'Logged out' }).waitFor();
    await button('Register').waitFor();
    expect(await menuButtons()).toEqual(signedOutButtons);
    expect(await storedSession(e2e.page)).toEqual({ accessToken: null, refreshToken: null });
    await expect.poll(() => e2e.page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    await e2e.page.reload();
    await button('Register').waitFor();
    expect(await menuButtons()).toEqual(signedOutButtons);
  });
});

describe('given a signed-in company whose session is still being checked', () => {
  it('when the landing page opens, then a loading placeholder stands where the buttons go until the check answers, and the signed-out buttons never show', async () => {
    const tokens = await newSession();
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await e2e.page.route('**/api/db/getCompanyFromToken', async (route) => {
      await held;
      await route.continue();
    });
    // Any signed-out button appearing, even for one frame, is noted by the page itself.
    await e2e.page.addInitScript(() => {
      const seen = new Set<string>();
      Object.assign(window, { signedOutButtonsSeen: seen });
      new MutationObserver(() => {
        for (const element of document.querySelectorAll('.landing-actions button')) {
          if (element.textContent === 'Register' || element.textContent === 'Login') seen.add(element.textContent);
        }
      }).observe(document, { childList: true, subtree: true });
    });

    await storeSession(e2e.page, e2e.product, tokens);
    await e2e.page.goto(e2e.product.url);
    const placeholder = e2e.page.getByRole('status').filter({ hasText: 'Loading…' });
    await placeholder.waitFor();
    expect(await menuButtons()).toEqual([]);

    answer();
    await button('Manage your account').waitFor();
    expect(await placeholder.count()).toBe(0);
    expect(await menuButtons()).toEqual(signedInButtons);
    expect(await e2e.page.evaluate(() => [...(window as unknown as { signedOutButtonsSeen: Set<string> }).signedOutButtonsSeen])).toEqual([]);
  });
});

describe('given a signed-in company whose session cannot be checked for now', () => {
  it('when the landing page opens while the check fails, then it says so and offers Try again and Log out, never Register; Try again then shows its menu', async () => {
    const tokens = await newSession();
    let failing = true;
    await e2e.page.route('**/api/db/getCompanyFromToken', (route) => (failing ? route.abort('connectionfailed') : route.continue()));

    await storeSession(e2e.page, e2e.product, tokens);
    await e2e.page.goto(e2e.product.url);
    await e2e.page.getByText('We could not load your account.').waitFor();
    expect(await menuButtons()).toEqual(['Try again', 'Try the typing test', 'Log out']);
    expect(await storedSession(e2e.page)).toEqual(tokens);

    failing = false;
    await button('Try again').click();
    await button('Manage your account').waitFor();
    expect(await menuButtons()).toEqual(signedInButtons);
  });
});

describe('given a browser holding tokens the API no longer accepts', () => {
  it('when the landing page opens, then it shows the signed-out menu and forgets the tokens', async () => {
    await storeSession(e2e.page, e2e.product, { accessToken: 'from-an-old-session', refreshToken: 'from-an-old-session' });
    await e2e.page.goto(e2e.product.url);
    await button('Register').waitFor();
    expect(await menuButtons()).toEqual(signedOutButtons);
    expect(await storedSession(e2e.page)).toEqual({ accessToken: null, refreshToken: null });
  });
});

describe.each(['light', 'dark'] as const)('given the signed-in landing page in the %s theme', (theme) => {
  it('when axe checks it on a desktop and on a 375 px wide phone, then it finds nothing serious or critical', async () => {
    await e2e.page.emulateMedia({ colorScheme: theme });
    const page = await openLandingSignedIn(await newSession());
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
    await expectNoSeriousViolations(page);

    await page.setViewportSize({ width: 375, height: 667 });
    expect(await menuButtons(page)).toEqual(signedInButtons);
    await expectNoSeriousViolations(page);
  });
});

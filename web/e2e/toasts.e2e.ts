import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany } from './support/account-company.ts';
import { logInInBrowser, loginHeading, openAccountAs, startSignedOut, toast, welcomeHeading } from './support/account-page.ts';
import { phone } from './support/browser.ts';
import { motionFinished, restingBox } from './support/motion.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

/** Each test opens its own browser, at a laptop's or a phone's size. */
const e2e = useProductInBrowser({ browserPerTest: true });

const screens: Array<[string, BrowserContextOptions]> = [
  ['a laptop (1280 px)', { viewport: { width: 1280, height: 800 } }],
  ['a phone (375 px)', phone],
];

type Box = { x: number; y: number; width: number; height: number };

/** Where each element is once they all show and none of them moves any more (a toast slides in, and the page makes room for it). */
async function restingBoxes(locators: Record<string, Locator>): Promise<Record<string, Box>> {
  const entries = Object.entries(locators);
  await Promise.all(entries.map(([, locator]) => locator.waitFor()));
  if (entries[0]) await motionFinished(entries[0][1].page());
  return Object.fromEntries(await Promise.all(entries.map(async ([name, locator]) => [name, await restingBox(locator)] as const)));
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What a toast covers of the given elements: their names, none when it covers nothing. */
async function coveredBy(toastBar: Locator, others: Record<string, Locator>): Promise<string[]> {
  const boxes = await restingBoxes({ toast: toastBar, ...others });
  return Object.keys(others).filter((name) => overlap(boxes.toast!, boxes[name]!));
}

/** The whole toast as it is drawn: the bar around its words (and icon). */
const barOf = (page: Page, words: string) => toast(page, words).locator('xpath=..');

/** The card the page's content is on (its edge and top included). */
const cardOf = (page: Page) => page.locator('main .ui-card, main .card').first();

describe.each(screens)('given a company on %s', (_screen, browserOptions) => {
  it('when it logs in and "Logged in" shows on its account page, then the toast covers neither the header nor the account card (its breadcrumb and heading)', async () => {
    const page = await e2e.openBrowser(browserOptions);
    const company = await registerCompany(e2e.product);
    await startSignedOut(page, e2e.product);
    await openAccountAs(page, e2e.product, company);
    await toast(page, 'Logged in').waitFor();

    const covered = await coveredBy(barOf(page, 'Logged in'), {
      header: page.locator('header'),
      card: cardOf(page),
      breadcrumb: page.getByRole('navigation', { name: 'Breadcrumb' }),
      heading: welcomeHeading(page, company),
    });
    expect(covered).toEqual([]);
  });

  it('when a login fails, then the error toast covers neither the header nor the login card, and the page is back in place once it is gone', async () => {
    const page = await e2e.openBrowser(browserOptions);
    const company = await registerCompany(e2e.product);
    await startSignedOut(page, e2e.product);
    await page.goto(`${e2e.product.url}/login`);
    await loginHeading(page).waitFor();
    const before = (await restingBoxes({ heading: loginHeading(page) })).heading;

    await logInInBrowser(page, company.loginEmail, 'not the password');
    await toast(page, 'Wrong username or password').waitFor();
    expect(await coveredBy(barOf(page, 'Wrong username or password'), { header: page.locator('header'), card: cardOf(page), heading: loginHeading(page) })).toEqual([]);

    await toast(page, 'Wrong username or password').waitFor({ state: 'detached', timeout: 10_000 });
    expect((await restingBoxes({ heading: loginHeading(page) })).heading).toEqual(before);
  });
});

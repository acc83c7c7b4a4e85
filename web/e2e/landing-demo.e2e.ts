import { en } from '@typetest/events/i18n';
import { describe, expect, it } from 'vitest';
import { phone } from './support/browser.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

/**
 * The landing page's looping demonstration of the typing test on a phone, its timers driven by
 * Playwright's clock (it is the context's, so these tests have a browser of their own).
 */
const e2e = useProductInBrowser({ browserOptions: phone });

/** How long the demonstration takes to type one character (landing/typing-demo.tsx). */
const msPerCharacter = 160;

/** How many characters of the demonstration are typed, and the speed it shows. */
const demoState = () =>
  e2e.page.evaluate(() => ({
    typed: document.querySelectorAll('.typing-demo .char.correct').length,
    speed: document.querySelector('.typing-demo__figure')?.textContent,
  }));

const installedAt = new Date('2026-01-05T09:00:00Z');

/**
 * Opens the landing page in English with the page's clock in the test's hands: the clock is
 * paused once the page is up, so the real time the page took to load adds no characters.
 */
async function openLanding() {
  await e2e.page.clock.install({ time: installedAt });
  await e2e.page.context().addCookies([{ name: 'language', value: 'en', url: e2e.product.url }]);
  await e2e.page.goto(e2e.product.url);
  await e2e.page.getByRole('heading', { name: en.landing.demoHeading }).waitFor();
  // The page comes prerendered: its buttons show once the app has taken it over, and the demonstration moves.
  await e2e.page.getByRole('button', { name: en.landing.register }).waitFor();
  await e2e.page.clock.pauseAt(new Date(installedAt.getTime() + 60_000));
}

describe('given the demonstration on the landing page', () => {
  it('when the visitor watches, then the sentence is typed and the speed counts, and Pause stops both until Play', async () => {
    await openLanding();
    const before = await demoState();
    await e2e.page.clock.runFor(20 * msPerCharacter);
    const watched = await demoState();
    expect(watched.typed - before.typed).toBe(20);
    expect(Number(watched.speed)).toBeGreaterThan(0);

    await e2e.page.getByRole('button', { name: en.landing.pauseDemo }).tap();
    await e2e.page.clock.runFor(10 * msPerCharacter);
    expect(await demoState()).toEqual(watched);

    await e2e.page.getByRole('button', { name: en.landing.playDemo }).tap();
    await e2e.page.clock.runFor(5 * msPerCharacter);
    expect((await demoState()).typed - before.typed).toBe(25);
  });

  it('when the visitor asked for less motion, then it is a still frame, part typed, with no pause button', async () => {
    await e2e.page.emulateMedia({ reducedMotion: 'reduce' });
    await openLanding();
    const still = await demoState();
    expect(still.typed).toBeGreaterThan(0);

    await e2e.page.clock.runFor(10 * msPerCharacter);
    expect(await demoState()).toEqual(still);
    expect(await e2e.page.getByRole('button', { name: en.landing.pauseDemo }).count()).toBe(0);
  });

  it('when the visitor taps the call to register after it, then the registration opens', async () => {
    await e2e.page.context().addCookies([{ name: 'language', value: 'en', url: e2e.product.url }]);
    await e2e.page.goto(e2e.product.url);
    await e2e.page.getByRole('button', { name: en.landing.registerCompany }).tap();
    await e2e.page.waitForURL(/\/register$/);
  });
});

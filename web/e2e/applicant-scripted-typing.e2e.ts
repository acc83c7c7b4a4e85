import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany, unique } from './support/account-company.ts';
import { openAccountAs, openFromMenu } from './support/account-page.ts';
import { openTestOne, pressContinue, screen } from './support/applicant-page.ts';
import { inviteThroughApi } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

/**
 * Scripts that type in the applicant's own page as an auto-typer does, keys the browser's own
 * (trusted), at a person's pace: the judge reads their rhythm against the letters
 * (docs/decisions/0056-catch-rate-held-out.md), and the employer sees "Needs review", never "Passed".
 */
const e2e = useProductInBrowser({ browserOptions: { viewport: { width: 1280, height: 800 } } });

// One text for the three tests, long enough that the tests together show the rhythm (180 intervals from the second on).
const text = 'Please check the delivery dates with the warehouse before you confirm the order for Friday.';

/**
 * Random right-skewed delays, as an off-the-shelf auto-typer draws them: log-normal around 110 ms
 * (about 100 WPM), from a fixed seed (mulberry32), so the test types the same delays every run.
 */
function skewedDelays(seed: number): () => number {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.round(110 * Math.exp(0.45 * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())));
}

type Script = (page: Page) => Promise<void>;

/** `page.keyboard.type` with a fixed delay: each key pressed, held 130 ms, released, and the next. */
const fixedDelay: Script = (page) => page.keyboard.type(text, { delay: 130 });

// Seed 5: over the first two tests and all three the pace measures -0.10 and -0.13 against the letters, well under the judge's 0.1.
const delays = skewedDelays(5);
/** Each key pressed and released at once, then a random right-skewed wait. */
const randomDelays: Script = async (page) => {
  for (const character of text) {
    await page.keyboard.press(character);
    await page.waitForTimeout(delays());
  }
};

/** The applicant's three tests, each typed by `script` in the page. */
async function takeTheTests(page: Page, link: string, script: Script): Promise<void> {
  await openTestOne(page, link);
  for (const stage of [1, 2, 3]) {
    if (stage > 1) {
      await pressContinue(page);
      await screen(page, `Test ${stage}/3`);
    }
    await page.getByLabel('Typing area').focus();
    await script(page);
    await screen(page, stage < 3 ? 'Almost there' : 'Complete');
  }
}

const verdictOf = (page: Page, fullName: string) => page.getByRole('table').getByRole('row').filter({ hasText: fullName }).locator('.account-results__verdicts').textContent();

describe('given two applicants whose tests a script types in their page at a person-like pace: keyboard.type with a 130 ms delay, and random right-skewed delays', () => {
  it('when the employer opens the results, then both need review, in the list and on the result page, not "Passed"', async () => {
    const company = await registerCompany(e2e.product, { texts: [text] });
    const typists = [
      { fullName: 'Fixed Delay', email: `fixed.${unique()}@applicants.example`, script: fixedDelay },
      { fullName: 'Random Delay', email: `random.${unique()}@applicants.example`, script: randomDelays },
    ];
    const links = await inviteThroughApi(e2e.product, company, typists);
    // Both type at once, each in a page of its own, to keep the test short.
    const second = await e2e.page.context().newPage();
    await Promise.all(typists.map(({ script }, i) => takeTheTests(i === 0 ? e2e.page : second, links[i]!, script)));
    await second.close();

    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Applicant results & history');
    for (const { fullName } of typists) {
      await expect.poll(() => verdictOf(page, fullName)).toBe('Needs review');
      await page.getByRole('button', { name: `View result of ${fullName}` }).click();
      await page.getByRole('heading', { level: 1, name: fullName }).waitFor();
      expect(await page.locator('.result-verdict').textContent()).toBe('Needs review');
      await page.getByRole('button', { name: 'Back to Applicant results & history' }).click();
    }
  }, 180_000);
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany, unique } from './support/account-company.ts';
import { openAccountAs, openFromMenu, startSignedOut, toast } from './support/account-page.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { finishTests, inviteThroughApi } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut, browserOptions: { viewport: { width: 1280, height: 800 } } });

const verdictOf = (page: Page, fullName: string) => page.getByRole('table').getByRole('row').filter({ hasText: fullName }).locator('.account-results__verdicts').textContent();

describe('given an applicant whose typing the server flagged', () => {
  it('when the employer opens the results, then the result needs review in the list and on its page, its replay marks where the judge saw it; accepted with a note, the list shows it reviewed', async () => {
    const company = await registerCompany(e2e.product);
    const ada = { fullName: 'Ada Lovelace', email: `ada.${unique()}@applicants.example` };
    const [link] = await inviteThroughApi(e2e.product, company, [ada]);
    // Typed nearly like a metronome: accepted, and flagged for a second look.
    await finishTests(e2e.product, link!, { jitter: 0.03 });
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);

    await openFromMenu(page, 'Applicant results & history');
    await expect.poll(() => verdictOf(page, ada.fullName)).toBe('Needs review');

    await page.getByRole('button', { name: `View result of ${ada.fullName}` }).click();
    await page.getByRole('heading', { level: 1, name: ada.fullName }).waitFor();
    expect(await page.locator('.result-verdict').textContent()).toBe('Needs review');
    // Where the judge saw it: marked on the test's replay, and said in the integrity report.
    const mark = page.locator('.result-replay[data-stage="1"] [data-mark="flag"]').first();
    await mark.waitFor();
    expect(await mark.textContent()).toMatch(/^Noticed from 0 s to \d+ s: The time between keys was nearly as even as a metronome’s/);
    await page.getByText('(test 1, at 0:00 in the replay)').first().waitFor();
    const review = page.getByRole('region', { name: 'Your review' });
    await review.waitFor();
    await expectNoSeriousViolations(page);
    await review.getByLabel('Accept').check();
    await review.getByLabel('Note (optional)').fill('Typed again in front of us: 64 WPM.');
    await review.getByRole('button', { name: 'Save review' }).click();
    await toast(page, 'Your review is saved.').waitFor();
    await review.getByText('Note: Typed again in front of us: 64 WPM.').waitFor();

    await page.getByRole('button', { name: 'Back to Applicant results & history' }).click();
    await expect.poll(() => verdictOf(page, ada.fullName)).toBe('Reviewed: accepted');
  }, 120_000);
});

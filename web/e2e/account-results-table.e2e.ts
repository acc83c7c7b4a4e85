import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany, unique } from './support/account-company.ts';
import { openAccountAs, openFromMenu, startSignedOut } from './support/account-page.ts';
import { finishTests, givenFinishedApplicants, inviteThroughApi } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

/** How many lines an element's text takes on the screen (one per distinct line its text's boxes sit on). */
const linesOf = (element: Locator) =>
  element.evaluate((root) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

describe('given a company whose results include a flagged one, with e-mail addresses as long as people have', () => {
  it('when it opens the history on a 1280 px laptop screen, then each e-mail reads on one line, whole on hover, and the flag column still reads', async () => {
    const company = await registerCompany(e2e.product);
    const flagged = { fullName: 'Margaret Hamilton', email: `margaret.hamilton.${unique()}@applicants-of-acme.example` };
    const plain = { fullName: 'Katherine Johnson', email: `katherine.johnson.${unique()}@applicants-of-acme.example` };
    await givenFinishedApplicants(e2e.product, company, [plain]);
    // Typed nearly like a metronome: the server flags it.
    const [link = ''] = await inviteThroughApi(e2e.product, company, [flagged]);
    await finishTests(e2e.product, link, { jitter: 0.03 });
    const page = e2e.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAccountAs(page, e2e.product, company);

    await openFromMenu(page, 'Applicant results & history');

    for (const applicant of [flagged, plain]) {
      const cell = page.getByRole('row').filter({ hasText: applicant.fullName }).getByRole('cell', { name: applicant.email });
      expect(await linesOf(cell), `${applicant.email} on one line`).toBe(1);
      expect(await cell.getAttribute('title')).toBe(applicant.email);
    }
    const flag = page.getByRole('row').filter({ hasText: flagged.fullName }).getByText('Worth a second look');
    expect(await linesOf(flag)).toBe(1);
    // Every column in sight: the table does not scroll sideways, nor the page.
    expect(await page.locator('.account-results').evaluate((table) => table.scrollWidth - table.clientWidth)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });
});

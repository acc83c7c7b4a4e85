import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import type { ProductInBrowser } from './product-in-browser.ts';

export interface ScreenCheckOptions {
  /**
   * With a modal open: at least this many of its texts must have had their contrast measured
   * (its title, its message and its button, say), so a modal axe could not see into fails.
   */
  modalTextsMeasured?: number;
}

/**
 * The accessibility files' one check of a screen, named `view`: axe finds nothing serious or
 * critical on the page as it is now, and at `width` nothing sticks out sideways (a page that
 * scrolls sideways is one a phone user cannot read whole). `checked` lists the views checked
 * since `reset()`, so a test can say how many it went through and a failure names its view.
 */
export function screenChecks() {
  let checked: string[] = [];
  return {
    get checked(): readonly string[] {
      return checked;
    },
    reset(): void {
      checked = [];
    },
    async check(page: Page, view: string, width: number, { modalTextsMeasured }: ScreenCheckOptions = {}): Promise<void> {
      checked.push(view);
      try {
        const { measuredModalTexts } = await expectNoSeriousViolations(page);
        if (modalTextsMeasured !== undefined && (await page.locator('dialog[open]').count()) > 0) {
          expect(measuredModalTexts, 'texts of the open modal whose contrast axe measured').toBeGreaterThanOrEqual(modalTextsMeasured);
        }
      } catch (error) {
        throw new Error(`${view}: ${(error as Error).message}`);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow, `${view} is wider than the ${width} px screen`).toBeLessThanOrEqual(width);
    },
  };
}

/**
 * Opens `path` (a link from a mail, say) in `theme` at `width`. The colour scheme is set before
 * the page loads, so it is painted in that theme from the first frame and nothing is fading when
 * axe measures the colours.
 */
export async function openInTheme(e2e: ProductInBrowser, path: string, theme: 'light' | 'dark', width: number): Promise<Page> {
  const page = e2e.page;
  await page.setViewportSize({ width, height: 800 });
  await page.emulateMedia({ colorScheme: theme });
  await page.goto(`${e2e.product.url}${path}`);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
  return page;
}

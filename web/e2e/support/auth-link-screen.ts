import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';

/** Checks of the /authlink screen that every state of it gets. */

/**
 * axe in both themes on the page as it is now, without reloading (a used link cannot be opened
 * again): the theme is switched the way the header's toggle switches it, by the attribute every
 * colour hangs on, then put back.
 */
export async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  const before = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
  try {
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(page, theme);
      await expectNoSeriousViolations(page);
    }
  } finally {
    await showTheme(page, before === 'dark' ? 'dark' : 'light');
  }
}

/** Switches the theme and waits until the colours have finished fading to it (buttons fade). */
async function showTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(async (next) => {
    document.documentElement.setAttribute('data-theme', next);
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (;;) {
      await frame();
      const fading = document.getAnimations().filter((animation) => animation instanceof CSSTransition && animation.playState === 'running');
      if (fading.length === 0) return;
      await Promise.all(fading.map((animation) => animation.finished.catch(() => undefined)));
    }
  }, theme);
}

/** At 375 px nothing is wider than the screen and axe finds nothing serious; the viewport is put back. */
export async function expectFitsPhone(page: Page): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 740 });
  try {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'horizontal scrolling at 375 px').toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/** The open modal dialog (the product's result and error modals). */
export function openDialog(page: Page) {
  return page.locator('dialog[open]');
}

/** The accessible name of whatever has keyboard focus. */
export async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

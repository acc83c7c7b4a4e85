import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, seriousViolations } from './support/axe.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser();

/** Opens the landing page in a theme, as a visitor whose system prefers it would see it. */
async function landingPage(theme: 'light' | 'dark', width = 1280): Promise<Page> {
  const page = e2e.page;
  await page.setViewportSize({ width, height: 800 });
  await page.emulateMedia({ colorScheme: theme });
  await page.goto(e2e.product.url);
  await page.getByRole('button', { name: 'Try the typing test' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
  return page;
}

describe.each(['light', 'dark'] as const)('given the landing page in the %s theme', (theme) => {
  it('when axe checks it, then it finds nothing serious or critical', async () => {
    await expectNoSeriousViolations(await landingPage(theme));
  });

  it('when axe checks it on a 375 px wide phone, then it finds nothing serious or critical', async () => {
    await expectNoSeriousViolations(await landingPage(theme, 375));
  });
});

describe('given a page with a known accessibility fault', () => {
  it('when axe checks it, then the helper fails, naming the rule and the element', async () => {
    const page = await landingPage('light');
    // A button with only an icon and no name: what a screen reader would announce as "button".
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'nameless';
      button.innerHTML = '<svg width="16" height="16" aria-hidden="true"></svg>';
      document.querySelector('main')?.append(button);
    });

    expect((await seriousViolations(page)).map((violation) => violation.id)).toContain('button-name');
    await expect(expectNoSeriousViolations(page)).rejects.toThrow(/critical: button-name .* at #nameless/);
  });
});

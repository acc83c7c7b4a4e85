import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, seriousViolations } from './support/axe.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser();

/** Opens the landing page in a theme, as a visitor whose system prefers it would see it, in the language they chose. */
async function landingPage(theme: 'light' | 'dark', width = 1280, language: 'en' | 'sv' = 'en'): Promise<Page> {
  const page = e2e.page;
  await page.setViewportSize({ width, height: 800 });
  await page.emulateMedia({ colorScheme: theme });
  await page.context().addCookies([{ name: 'language', value: language, url: e2e.product.url }]);
  await page.goto(e2e.product.url);
  // Its last section: the whole page, the demonstration and the sample result included, is there.
  await page.getByRole('heading', { name: language === 'en' ? 'Questions?' : 'Frågor?' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
  return page;
}

describe.each([
  ['light', 'en'],
  ['dark', 'en'],
  ['light', 'sv'],
  ['dark', 'sv'],
] as const)('given the landing page in the %s theme, in %s', (theme, language) => {
  it('when axe checks it, then it finds nothing serious or critical', async () => {
    await expectNoSeriousViolations(await landingPage(theme, 1280, language));
  });

  it('when axe checks it on a 375 px wide phone, then it finds nothing serious or critical', async () => {
    await expectNoSeriousViolations(await landingPage(theme, 375, language));
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
      // Beside the app's root, not in it: the prerendered page may still be hydrating, and React would take out what it did not render.
      document.body.append(button);
    });

    expect((await seriousViolations(page)).map((violation) => violation.id)).toContain('button-name');
    await expect(expectNoSeriousViolations(page)).rejects.toThrow(/critical: button-name .* at #nameless/);
  });
});

describe('given an open modal', () => {
  /** The "Error" modal of an account link the product does not know: a real Modal, opened with showModal(). */
  async function errorModal(theme: 'light' | 'dark'): Promise<Page> {
    const page = e2e.page;
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`${e2e.product.url}/authlink?mode=deleteEverything`);
    await page.locator('dialog[open]').getByRole('heading', { name: 'Error' }).waitFor();
    return page;
  }

  it('when axe checks it, then every text of the modal is measured (not left "incomplete" under the toasts\' container) and the page is left as it was', async () => {
    const page = await errorModal('dark');
    const findings = await expectNoSeriousViolations(page);
    expect(findings.unmeasuredModalTexts).toEqual([]);
    // Its title, its message and its button.
    expect(findings.measuredModalTexts).toBeGreaterThanOrEqual(3);
    // The page is as it was: the check's own stylesheet is gone and nothing of it is still fading.
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
    expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length)).toBe(0);
  });

  it('when its message is too faint in the dark theme, then the helper fails, naming color-contrast and the message', async () => {
    const page = await errorModal('dark');
    await page.addStyleTag({ content: ':root[data-theme="dark"] .ui-dialog__message { color: #4a4f57; }' });
    await expect(expectNoSeriousViolations(page)).rejects.toThrow(/serious: color-contrast .* at #\S+: .*insufficient color contrast/s);
  });

  it('when axe cannot measure a text of it, then the helper fails rather than letting it pass unmeasured', async () => {
    const page = await errorModal('light');
    // A background gradient is one thing axe cannot measure text against.
    await page.addStyleTag({ content: '.ui-dialog__message { background-image: linear-gradient(#ffffff, #eeeeee); }' });
    await expect(expectNoSeriousViolations(page)).rejects.toThrow(
      /could not measure the colour contrast of 1 text\(s\) inside an open modal.*unmeasured: color-contrast at #\S+ \("An unknown error/s,
    );
  });
});

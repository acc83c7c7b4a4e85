import { demoText } from '@typetest/events/typing/demo-text';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useProductInBrowser } from './support/product-in-browser.ts';

interface Violation {
  directive: string;
  blocked: string;
  source?: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
    injectedScriptRan?: boolean;
  }
}

const e2e = useProductInBrowser({
  async setUpPage(page) {
    // Runs before the page's own scripts (and outside its policy), so every violation is seen.
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` });
      });
    });
  },
});

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

/** Chromium reports each blocked script on the console too; the test expects exactly those. */
function expectRefusedOnConsole(count: number) {
  const refused = e2e.pageErrors.filter((error) => error.includes('Content Security Policy'));
  expect(refused).toHaveLength(count);
  e2e.pageErrors.splice(0, e2e.pageErrors.length, ...e2e.pageErrors.filter((error) => !refused.includes(error)));
}

async function openLandingPage(page: Page) {
  const response = await page.goto(e2e.product.url);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByRole('button', { name: 'Try the typing test' }).waitFor();
}

describe('given the product served with its Content-Security-Policy', () => {
  it('when a visitor opens the landing page, then it is painted in a theme and works with no violation', async () => {
    await openLandingPage(e2e.page);
    expect(await e2e.page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light');
    await e2e.page.getByRole('button', { name: 'Dark mode', exact: true }).click();
    expect(await e2e.page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    expect(await violations(e2e.page)).toEqual([]);
  });

  it('when a visitor uses the contact form, its toast included, then it works with no violation', async () => {
    await openLandingPage(e2e.page);
    await e2e.page.getByRole('button', { name: 'I want to know more' }).click();
    await e2e.page.getByRole('button', { name: 'Call me' }).click();
    await e2e.page.getByRole('status').filter({ hasText: 'You need to enter a phone number.' }).waitFor();

    await e2e.page.getByLabel('Phone number').fill('+46 70 123 45 67');
    await e2e.page.getByRole('button', { name: 'Call me' }).click();
    await e2e.page.getByText('We will be in touch to +46 70 123 45 67 shortly', { exact: true }).waitFor();
    expect(await violations(e2e.page)).toEqual([]);
  });

  it('when a visitor types in the demo test, then it works with no violation', async () => {
    await openLandingPage(e2e.page);
    await e2e.page.getByRole('button', { name: 'Try the typing test' }).click();
    await e2e.page.getByRole('heading', { name: 'Try the typing test' }).waitFor();
    await e2e.page.keyboard.type(demoText.slice(0, 8));
    await e2e.page.locator('.typed-passage .char.correct').nth(7).waitFor();
    expect(await e2e.page.getByTestId('typing-status').textContent()).not.toBe('Test not started');
    expect(await violations(e2e.page)).toEqual([]);
  });

  it('when a script is injected into the page, inline or as an event handler, then it does not run', async () => {
    await openLandingPage(e2e.page);
    // What a cross-site-scripting hole would let an attacker add to the page.
    await e2e.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.body.append(script);
      const image = document.createElement('div');
      image.innerHTML = '<img src="data:," onerror="window.injectedScriptRan = true">';
      document.body.append(image);
    });
    await e2e.page.waitForFunction(() => (window.cspViolations?.length ?? 0) >= 2);

    expect(await e2e.page.evaluate(() => window.injectedScriptRan)).toBeUndefined();
    expect((await violations(e2e.page)).map((violation) => violation.directive).sort()).toEqual(['script-src-attr', 'script-src-elem']);
    expectRefusedOnConsole(2);
  });
});

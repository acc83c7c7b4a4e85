import type { Page } from 'playwright-core';

/**
 * Collects what would go wrong unseen in a visitor's browser: uncaught exceptions and
 * console.error calls. Failed HTTP responses are logged by Chromium as console errors too; those
 * are the server's answers the test itself looks at, so they are left out.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console.error: ${message.text()}`);
    }
  });
  return errors;
}

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

/** Every API call of the page that failed: refused by the network, or answered 4xx or 5xx. */
export function recordApiFailures(page: Page): string[] {
  const failures: string[] = [];
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('response', (response) => {
    if (response.status() >= 400 && isApi(response.url())) failures.push(`${response.request().method()} ${new URL(response.url()).pathname} -> ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    if (isApi(request.url())) failures.push(`${request.method()} ${new URL(request.url()).pathname} -> ${request.failure()?.errorText ?? 'failed'}`);
  });
  return failures;
}

/** What a failed test's page looked like: its address, its failed API calls and its visible text. */
export async function describePageAtFailure(page: Page, apiFailures: readonly string[]): Promise<string> {
  const text = await page
    // biome-ignore lint/performance/useDomNodeTextContent: the words as shown, without hidden ones, are what is asserted
    .evaluate(() => document.body.innerText)
    .catch((error: unknown) => `(could not read the page: ${String(error)})`);
  return [
    `--- the page when the test failed: ${page.url()}`,
    `failed API calls: ${apiFailures.length > 0 ? apiFailures.join('; ') : 'none'}`,
    `visible text:\n${text.slice(0, 2000)}`,
    '---',
  ].join('\n');
}

import type { Locator } from 'playwright-core';

/**
 * The trimmed text of `locator` once it equals `expected`, or whatever it was when `timeoutMs`
 * ran out, so `expect(await settledText(...)).toBe(expected)` waits for React and still fails
 * with the text the visitor actually saw.
 */
export async function settledText(locator: Locator, expected: string, timeoutMs = 5_000): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  let text: string | null = null;
  do {
    text = (await locator.textContent({ timeout: timeoutMs }))?.trim() ?? null;
    if (text === expected) return text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  } while (Date.now() < deadline);
  return text;
}

/**
 * The product's own cookies (`language`, `darkMode`), read and written through document.cookie. A
 * few lines rather than a cookie library: the applicant's page loads this, and every byte of its
 * JavaScript counts against its budget (bench/applicant-page.ts;
 * docs/decisions/0054-signals-from-the-test-page.md made room here).
 */

/** The cookie's value, or undefined when there is none. */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at) === name) return decodeURIComponent(pair.slice(at + 1));
  }
  return undefined;
}

/** Kept `days` days on the whole site, sent with same-site requests only, and only over HTTPS where the page is. */
export function writeCookie(name: string, value: string, days: number): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from browsers applicants use; the value is escaped here, in one place
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${days * 86_400}; path=/; samesite=lax${secure}`;
}

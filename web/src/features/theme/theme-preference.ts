import { readCookie, writeCookie } from '../../shared/site-cookie.ts';

/**
 * docs/product.md §3 and 9: the visitor's dark-mode choice lives in the cookie `darkMode` ("true" or
 * "false") for 365 days; without it the system preference decides. index.html applies the same
 * rule before the first paint.
 */
export const darkModeCookie = 'darkMode';
export const darkModeCookieDays = 365;

const systemDarkQuery = '(prefers-color-scheme: dark)';

/** The saved choice, or null when the visitor never chose. */
export function savedDarkMode(): boolean | null {
  const value = readCookie(darkModeCookie);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

export function saveDarkMode(dark: boolean): void {
  writeCookie(darkModeCookie, String(dark), darkModeCookieDays);
}

export function systemDarkMode(): MediaQueryList {
  return window.matchMedia(systemDarkQuery);
}

/** The stylesheet switches every colour on this attribute. */
export function applyDarkMode(dark: boolean): void {
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
}

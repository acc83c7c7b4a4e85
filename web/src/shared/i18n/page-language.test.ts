// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, languageCookie, pageLanguage, pageLocale, setPageLanguage, startLanguage } from './page-language.ts';

afterEach(() => {
  Cookies.remove(languageCookie, { path: '/' });
  vi.restoreAllMocks();
});

describe('given a visitor who never used the language switch', () => {
  it('when a page starts, then it is in the first of the browser’s languages the product speaks, else English', () => {
    expect(startLanguage(['sv-SE', 'en-US'])).toBe('sv');
    expect(startLanguage(['de-DE', 'en-GB'])).toBe('en');
    expect(startLanguage(['de-DE'])).toBe('en');
  });
});

describe('given a visitor who chose a language with the switch', () => {
  it('when the choice is saved, then the cookie `language` holds it for 365 days on the whole site, SameSite=Lax', () => {
    // The prototype that holds document.cookie's setter: the DOM's own, whichever it is.
    let owner: object = document;
    while (!Object.hasOwn(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object;
    const set = vi.spyOn(owner as Document, 'cookie', 'set');
    chooseLanguage('sv');
    expect(set).toHaveBeenCalledWith('language=sv; max-age=31536000; path=/; samesite=lax');
    expect(document.cookie).toContain('language=sv');
  });

  it('when a page starts, then it is in the chosen language whatever the browser prefers', () => {
    chooseLanguage('en');
    expect(startLanguage(['sv-SE'])).toBe('en');
  });

  it('when the cookie holds a language the product does not speak, then the browser’s languages decide', () => {
    Cookies.set(languageCookie, 'de', { path: '/' });
    expect(startLanguage(['sv-SE'])).toBe('sv');
  });
});

describe('given the page’s language set at start', () => {
  it('when it is Swedish, then <html lang> is sv and dates and numbers are written as in Sweden', () => {
    setPageLanguage('sv', ['en-US']);
    expect([pageLanguage(), document.documentElement.lang, pageLocale()]).toEqual(['sv', 'sv', 'sv-SE']);
  });

  it('when it is English on a browser naming an English region, then that region writes the dates; on a Swedish browser, Britain does', () => {
    setPageLanguage('en', ['en-US', 'sv']);
    expect([document.documentElement.lang, pageLocale()]).toEqual(['en', 'en-US']);
    setPageLanguage('en', ['sv-SE']);
    expect(pageLocale()).toBe('en-GB');
  });
});

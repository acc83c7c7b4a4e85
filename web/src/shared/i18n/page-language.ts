import { defaultLanguage, type Language, languageOf, languages } from '@typetest/events/i18n/languages';
import { readCookie, writeCookie } from '../site-cookie.ts';

/**
 * The page's language: the visitor's choice in the header (the cookie `language`, which the API
 * reads too: api/src/http/words.ts), else the browser's languages. Chosen once, at start, by each
 * entry (main.tsx, applicant-main.tsx); the switch saves the choice and reloads. Light (no
 * catalogue, no i18next): the applicant's page uses it.
 */
export const languageCookie = 'language';
export const languageCookieDays = 365;

/** The language the visitor chose with the switch, or undefined when they never did (or the cookie holds no language the product speaks). */
export function chosenLanguage(): Language | undefined {
  const saved = readCookie(languageCookie);
  return languages.find((language) => language === saved);
}

export function chooseLanguage(language: Language): void {
  writeCookie(languageCookie, language, languageCookieDays);
}

/** The language a page starts in: the visitor's choice, else the first of the browser's languages the product speaks. */
export function startLanguage(preferred: readonly string[] = navigator.languages): Language {
  return chosenLanguage() ?? languageOf(preferred);
}

/** Where a page in each language writes dates and numbers when the browser names no region of it. */
const defaultLocales = { en: 'en-GB', sv: 'sv-SE' } satisfies Record<Language, string>;

let current: { language: Language; locale: string } | undefined;

/**
 * Sets the page's language (and `<html lang>`, which screen readers pick their voice by). Its
 * locale is the browser's own region of that language (en-US, sv-FI) when the browser names one,
 * else en-GB or sv-SE: an English page on a Swedish browser writes dates as in Britain.
 */
export function setPageLanguage(language: Language, preferred: readonly string[] = navigator.languages): void {
  const regional = preferred.find((tag) => tag.toLowerCase().startsWith(`${language}-`));
  current = { language, locale: regional ?? defaultLocales[language] };
  document.documentElement.lang = language;
}

/** The page's language; English before an entry has set it. */
export const pageLanguage = (): Language => current?.language ?? defaultLanguage;

/**
 * The locale the page writes dates, times and numbers in (Intl's first argument); undefined
 * (the environment's) before an entry has set the language, as in tests that do not pin one.
 */
export const pageLocale = (): string | undefined => current?.locale;

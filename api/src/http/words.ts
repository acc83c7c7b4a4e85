import { createMiddleware } from 'hono/factory';
import { languageDetector } from 'hono/language';
import type { TFunction } from 'i18next';
import { createTranslator, defaultLanguage, type Language, languages } from '@typetest/events/i18n';

/** The words a request is answered in: its language and the translator for it. */
export interface WordsVariables {
  language: Language;
  t: TFunction;
}

/** The cookie the web app keeps the visitor's chosen language in; the API answers in it too. */
export const languageCookie = 'language';

const detectLanguage = languageDetector({
  supportedLanguages: [...languages],
  fallbackLanguage: defaultLanguage,
  order: ['cookie', 'header'],
  lookupCookie: languageCookie,
  // The web app sets the cookie when the visitor chooses; the API only reads it.
  caches: false,
  ignoreCase: true,
});

/**
 * Every request's words, chosen per request and never at import: the visitor's chosen language
 * (cookie), else the browser's (Accept-Language), else English. A signed-in company's own
 * language replaces it where the company is known (auth/company-auth.ts).
 */
export const wordsPerRequest = () =>
  createMiddleware<{ Variables: WordsVariables }>(async (c, next) => {
    await detectLanguage(c, async () => {
      // The detector sets `language` to one of supportedLanguages or the fallback.
      c.set('t', createTranslator(c.get('language')));
      await next();
    });
  });

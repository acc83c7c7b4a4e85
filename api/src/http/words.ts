import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
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

/** The language the request's cookie chose, if it names one the product speaks (the detector reads it the same way, ignoring case). */
function chosenLanguage(c: Context): Language | undefined {
  const chosen = getCookie(c, languageCookie)?.toLowerCase();
  return languages.find((language) => language === chosen);
}

/**
 * A signed-in company's request: answered in the company's language unless the visitor chose one
 * (the cookie), which goes before Accept-Language because the company chose it for its account.
 */
export function speakCompanyLanguage<Env extends { Variables: WordsVariables }>(c: Context<Env>, companyLanguage: Language): void {
  if (chosenLanguage(c) !== undefined || c.var.language === companyLanguage) return;
  c.set('language', companyLanguage);
  c.set('t', createTranslator(companyLanguage));
}

/**
 * The request's translator; the default language's where the request has none, which is only an
 * answer given before wordsPerRequest ran (an error in the middleware ahead of it).
 */
export function wordsOf(c: Context): TFunction {
  const t: TFunction | undefined = c.get('t');
  return t ?? createTranslator(defaultLanguage);
}

import i18next, { type InitOptions, type TFunction } from 'i18next';
import { en, type Catalogue } from './en.ts';
import { defaultLanguage, languages, type Language } from './languages.ts';
import { sv } from './sv.ts';

/**
 * The product's words, one catalogue per language, shared by the web app, the API and the mail
 * worker so a message reads the same wherever it is shown. Placeholders are ICU-style single
 * braces (`{email}`); React escapes what it renders, so i18next does not escape values.
 */

export { defaultLanguage, languageOf, languages, type Language } from './languages.ts';

/** Every language must have every key `en` has: a missing one fails `npm run typecheck`. */
const catalogues = { en, sv } satisfies Record<Language, Catalogue>;

export const defaultNamespace = 'translation';

export const resources = {
  en: { [defaultNamespace]: catalogues.en },
  sv: { [defaultNamespace]: catalogues.sv },
} as const satisfies Record<Language, unknown>;

/** The options every i18next instance of the product starts from (web, API, worker). */
export const i18nOptions = {
  resources,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  defaultNS: defaultNamespace,
  ns: [defaultNamespace],
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  // The resources are in memory: initialise synchronously, so `t` works as soon as init returns.
  initAsync: false,
  returnNull: false,
} satisfies InitOptions;

/**
 * A translation function for one language, for code without React (API responses, mails):
 * `createTranslator('en')('authLink.verifiedMessage', { email })`. One instance per language,
 * made on first use: a request or a mail asks for its language's every time.
 */
export function createTranslator(language: Language = defaultLanguage): TFunction {
  const made = translators.get(language);
  if (made) return made;
  const instance = i18next.createInstance();
  // With initAsync false and in-memory resources, init has finished when it returns.
  void instance.init({ ...i18nOptions, lng: language });
  translators.set(language, instance.t);
  return instance.t;
}

const translators = new Map<Language, TFunction>();

// Typed keys and placeholders everywhere: `t('login.wrongCredentials')` type-checks, a key that is
// not in the catalogue or a missing `{email}` value does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: { [defaultNamespace]: typeof en };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
    // A text with a placeholder cannot be asked for without its value (i18next 26 checks it only when asked).
    strictInterpolationChecks: true;
    returnNull: false;
  }
}

export type { Catalogue };
export { en, sv };
export { byRuntimeKey, catalogueKey, issueWords, type CatalogueKey } from './issue-words.ts';

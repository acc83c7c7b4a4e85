import { createInstance, type i18n as I18n } from 'i18next';
import { i18nOptions, languageOf } from '@typetest/events/i18n';

/**
 * The web app's i18next instance, over the catalogue the API and the mail worker share. The
 * resources are bundled, so it is ready when this returns: no Suspense, no loading flash.
 */
export function createWebI18n(preferred: readonly string[] = browserLanguages()): I18n {
  const instance = createInstance();
  void instance.init({ ...i18nOptions, lng: languageOf(preferred), react: { useSuspense: false } });
  return instance;
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

let page: I18n | undefined;

/**
 * The page's one instance, in the visitor's language: the provider gives it to the screens, and
 * code outside React (the API client's messages) reads its words from it.
 */
export function pageI18n(): I18n {
  page ??= createWebI18n();
  return page;
}

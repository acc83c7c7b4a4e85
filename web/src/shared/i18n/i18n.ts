import { createInstance, type i18n as I18n } from 'i18next';
import { i18nOptions, languageOf } from '@typetest/events/i18n';

/**
 * The web app's i18next instance, over the catalogue the API and the mail worker share. The
 * resources are bundled, so it is ready when this returns: no Suspense, no loading flash.
 */
export function createWebI18n(preferred: readonly string[] = browserLanguages()): I18n {
  const instance = createInstance();
  void instance.init({ ...i18nOptions, lng: languageOf(preferred) });
  return instance;
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

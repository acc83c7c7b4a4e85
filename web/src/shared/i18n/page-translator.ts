import type { TFunction } from 'i18next';

let current: TFunction | undefined;

/**
 * The page's words. Each entry sets them once, before anything renders, with the catalogue
 * translator (catalogue-translator.ts), which spares visitors i18next's weight: the app (main.tsx)
 * over its language's words (page-words.ts), the applicant's page (applicant-main.tsx) over the
 * sections it shows. Screens read them through `useTranslation()`, code
 * outside React (the API client's messages) through `pageTranslator()`.
 */
export function setPageTranslator(t: TFunction): void {
  current = t;
}

export function pageTranslator(): TFunction {
  if (!current) throw new Error('No words yet: the page entry calls setPageTranslator() before rendering.');
  return current;
}

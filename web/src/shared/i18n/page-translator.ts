import type { TFunction } from 'i18next';

let current: TFunction | undefined;

/**
 * The page's words. Each entry sets them once, before anything renders: the app (main.tsx) with
 * i18next over the catalogue, the applicant's page (applicant-main.tsx) with the catalogue alone,
 * which spares its visitors i18next's weight. Screens read them through `useTranslation()`, code
 * outside React (the API client's messages) through `pageTranslator()`.
 */
export function setPageTranslator(t: TFunction): void {
  current = t;
}

export function pageTranslator(): TFunction {
  if (!current) throw new Error('No words yet: the page entry calls setPageTranslator() before rendering.');
  return current;
}

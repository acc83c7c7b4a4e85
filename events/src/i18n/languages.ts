/**
 * The languages the product speaks, and which one a visitor gets. A file of its own, without the
 * catalogue or i18next, so the applicant's page can choose its words before loading any
 * (web/src/features/applicant/applicant-words.ts).
 */
export const languages = ['en', 'sv'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** The language of `candidates` (e.g. navigator.languages, Accept-Language tags) the product speaks, else English. */
export function languageOf(candidates: readonly string[]): Language {
  for (const candidate of candidates) {
    const base = candidate.toLowerCase().split('-')[0];
    const found = languages.find((language) => language === base);
    if (found) return found;
  }
  return defaultLanguage;
}

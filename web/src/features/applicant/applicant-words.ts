import { commonEn } from '@typetest/events/i18n/common-en';
import { defaultLanguage, type Language, languageOf } from '@typetest/events/i18n/languages';
import { testTakingEn } from '@typetest/events/i18n/test-taking-en';
import type { Texts } from '../../shared/i18n/catalogue-translator.ts';

/**
 * The sections of the catalogue the applicant's page shows (its screens, the typing test, the
 * header, footer and shared controls): all it loads of the product's words. Its test checks that
 * every key those screens ask for is here, in every language.
 */
export const applicantWords = { ...commonEn, ...testTakingEn };

/**
 * Each language's words for the page. English is in the page's own script (most applicants,
 * and the words to fall back on); any other is a chunk of its own, fetched only by the applicants
 * who read it, so a language added costs the others nothing (bench: "applicant page JavaScript").
 */
const wordsIn = {
  en: async () => applicantWords,
  sv: async () => (await import('./applicant-words-sv.ts')).applicantWordsSv,
} satisfies Record<Language, () => Promise<Texts>>;

/**
 * The page's language and words for a browser preferring `preferred` (navigator.languages), as
 * the app picks its own; English when that language's words cannot be fetched (the page works
 * on, in English, rather than stay blank).
 */
export async function applicantWordsFor(preferred: readonly string[]): Promise<{ language: Language; words: Texts }> {
  const language = languageOf(preferred);
  try {
    return { language, words: await wordsIn[language]() };
  } catch {
    return { language: defaultLanguage, words: applicantWords };
  }
}

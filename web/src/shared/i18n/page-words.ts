import type { Language } from '@typetest/events/i18n/languages';
import type { TFunction } from 'i18next';
import { catalogueTranslator, type Texts } from './catalogue-translator.ts';

/**
 * Each language's words for the app, a chunk of its own: a page loads its language's alone, and
 * the language switch reloads the page, which then loads the other. The mails' words are not in
 * them (events/src/i18n/en.ts, pagesEn): no page shows a mail. The prerendered landing page names
 * its language's chunk for preloading (web/prerender-plugin.ts), so hydration does not wait for it.
 */
const wordsIn = {
  en: async () => (await import('./page-words-en.ts')).pageWordsEn,
  sv: async () => (await import('./page-words-sv.ts')).pageWordsSv,
} satisfies Record<Language, () => Promise<Texts>>;

/**
 * The page's `t` in `language`: the catalogue translator (catalogue-translator.ts, whose test
 * checks every text comes out as i18next makes it), which spares the app i18next's weight.
 */
export async function pageWordsIn(language: Language): Promise<TFunction> {
  return catalogueTranslator(await wordsIn[language](), language);
}

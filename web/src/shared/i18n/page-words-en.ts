import { pagesEn } from '@typetest/events/i18n/en';

/** The app's words in English: a chunk of its own, loaded by the pages in English (page-words.ts). */
export const pageWordsEn = pagesEn;

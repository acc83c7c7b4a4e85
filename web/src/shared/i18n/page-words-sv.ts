import { pagesSv } from '@typetest/events/i18n/sv';

/** The app's words in Swedish: a chunk of its own, loaded by the pages in Swedish (page-words.ts). */
export const pageWordsSv = pagesSv;

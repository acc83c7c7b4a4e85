import { catalogueTranslator } from '../catalogue-translator.ts';
import { setPageTranslator } from '../page-translator.ts';
import { pageWordsEn } from '../page-words-en.ts';

/** Tests import this for what the page entry does first: English words, from the app's catalogue. */
setPageTranslator(catalogueTranslator(pageWordsEn, 'en'));

import { createWebI18n } from '../i18n.ts';
import { setPageTranslator } from '../page-translator.ts';

/** Tests import this for what the page entry does first: English words, from the catalogue through i18next. */
setPageTranslator(createWebI18n(['en']).t);

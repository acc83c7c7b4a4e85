import type { Language } from '../i18n/languages.ts';

/**
 * The fixed sentence of the visitor's demo test and the applicant's unmeasured introduction test
 * (docs/product.md §9), in each language the product speaks: it tells the reader what to do by
 * being the thing to do, and is typeable on that language's keyboard.
 */
export const demoTextByLanguage = {
  en: 'This is a typing test. Type this sentence exactly as it is written, as fast and as accurately as you can.',
  sv: 'Det här är ett skrivtest. Skriv den här meningen exakt som den står, så snabbt och så korrekt som du kan.',
} as const satisfies Record<Language, string>;

/** The English sentence. An applicant's introduction test is in the company's language (the applicant's calls answer it), the demo in the page's. */
export const demoText = demoTextByLanguage.en;

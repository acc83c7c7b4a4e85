import type { Language } from '@typetest/events/i18n/languages';
import type { TFunction } from 'i18next';

/** A catalogue, or the sections of it a page needs: texts, nested by feature. */
export interface Texts {
  readonly [key: string]: string | Texts;
}

/** The value at a dotted key (`applicant.testTitle`), if it is a text. */
function textAt(catalogue: Texts, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * `t` over a catalogue (or the sections of it a page uses) without i18next, for the app and the
 * applicant's page: i18next would take a fifth of the applicant page's JavaScript budget, and its
 * evaluation is blocking time on the landing page (docs/decisions/0070-landing-page-prerendered.md). The catalogue uses only what this
 * does: dotted keys, `{name}` placeholders, and plural keys (`_one`/`_other`) chosen by `count`
 * with the language's Intl.PluralRules, as i18next chooses them (en.ts); its test checks that
 * every text comes out as i18next makes it.
 */
export function catalogueTranslator(catalogue: Texts, language: Language): TFunction {
  const pluralRules = new Intl.PluralRules(language);
  const translate = (key: string | readonly string[], values: Record<string, unknown> = {}): string => {
    const keys = typeof key === 'string' ? [key] : key;
    const { count } = values;
    for (const candidate of keys) {
      // As i18next: with a number `count`, the key's plural form first, then the key itself.
      const plural = typeof count === 'number' ? textAt(catalogue, `${candidate}_${pluralRules.select(count)}`) : undefined;
      const text = plural ?? textAt(catalogue, candidate);
      if (text !== undefined) return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
    }
    return keys[0] ?? '';
  };
  // i18next's TFunction is a type of overloads and key inference; this function answers the calls the app makes.
  return translate as unknown as TFunction;
}

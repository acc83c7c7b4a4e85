import { createTranslator, languages, resources } from '@typetest/events/i18n';
import { describe, expect, it } from 'vitest';
import { catalogueTranslator } from './catalogue-translator.ts';

/** Every key of the catalogue, dotted, with its text. */
function* texts(node: object, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') yield [`${prefix}${key}`, value];
    else if (typeof value === 'object' && value !== null) yield* texts(value, `${prefix}${key}.`);
  }
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

describe.each(languages)('given the catalogue translator of the applicant’s page, in %s', (language) => {
  const catalogue = resources[language].translation;
  const i18next = createTranslator(language) as unknown as Translate;
  const light = catalogueTranslator(catalogue, language) as unknown as Translate;

  it('when every text of the catalogue is asked for with its placeholders filled, then it reads exactly as i18next makes it', () => {
    let checked = 0;
    for (const [key, text] of texts(catalogue)) {
      const values = Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => [name, `<${name} 42>`]));
      expect(light(key, values), key).toBe(i18next(key, values));
      checked++;
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('when a plural text is asked for by its base key with a count, then it takes the form i18next takes', () => {
    const plurals = [...texts(catalogue)].filter(([key]) => /_(?:zero|one|two|few|many|other)$/.test(key));
    const bases = new Set(plurals.map(([key]) => key.replace(/_[a-z]+$/, '')));
    const placeholders = Object.fromEntries(plurals.flatMap(([, text]) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => [name, `<${name} 42>`])));
    expect(bases.size).toBeGreaterThan(0);
    for (const base of bases) {
      for (const count of [0, 1, 2, 5, 21]) {
        expect(light(base, { ...placeholders, count }), `${base} ${count}`).toBe(i18next(base, { ...placeholders, count }));
      }
    }
  });
});

describe('given the catalogue translator of the applicant’s page', () => {
  const i18next = createTranslator('en') as unknown as Translate;
  const light = catalogueTranslator(resources.en.translation, 'en') as unknown as Translate;

  it('when a number fills a placeholder, then it is written as a number', () => {
    expect(light('applicant.welcomeBack', { n: 1, next: 2 })).toBe('You have previously done test 1/3, continue at test 2/3');
  });

  it('when a key is not in the catalogue, then the key itself shows, as with i18next', () => {
    expect(light('applicant.noSuchText')).toBe(i18next('applicant.noSuchText'));
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commonEn } from './common-en.ts';
import { commonSv } from './common-sv.ts';
import { byRuntimeKey, createTranslator, en, languages, resources } from './index.ts';
import { sv } from './sv.ts';
import { testTakingEn } from './test-taking-en.ts';
import { testTakingSv } from './test-taking-sv.ts';

/** Every text of a catalogue by its dotted key. */
function textsOf(node: object, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else for (const [inner, text] of textsOf(value as object, `${prefix}${key}.`)) texts.set(inner, text);
  }
  return texts;
}

/** A text's placeholders, sorted: `{email}` and `{name}` in any order and number of uses. */
const placeholdersOf = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

/** A plural text's base key and form (`wait.seconds`, `one`), or nothing for any other text. */
function pluralOf(key: string): { base: string; form: string } | undefined {
  const match = /^(.+)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? { base: match[1] ?? '', form: match[2] ?? '' } : undefined;
}

/** A catalogue's keys as callers ask for them: a plural text by its base key, once. */
const askedKeysOf = (texts: Map<string, string>) => [...new Set([...texts.keys()].map((key) => pluralOf(key)?.base ?? key))].sort();

/** Each plural base key of a catalogue, with the forms it has. */
function pluralFormsOf(texts: Map<string, string>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of texts.keys()) {
    const plural = pluralOf(key);
    if (plural) forms.set(plural.base, [...(forms.get(plural.base) ?? []), plural.form].sort());
  }
  return forms;
}

const english = textsOf(en);

/**
 * The Swedish texts that are the English ones letter for letter, each on purpose: the product's
 * name, formats of placeholders alone, and "Test", which is Swedish too.
 */
const sameInSwedish = new Set([
  'common.appName',
  'common.pageTitle',
  'common.copyright',
  // Each language named in itself, on every page.
  'common.languageNames.en',
  'common.languageNames.sv',
  'mail.common.productName',
  'mail.common.dateTimeUtc',
  // "Acme AB via Typetest": "via" is Swedish too.
  'mail.common.senderFor',
  'mail.applicantResults.dateTimeIn',
  'registration.passwordRefused',
  'api.fieldInvalid',
  'registration.texts.text',
  'account.texts.text',
  'applicant.testTitle',
  'account.result.stageHeading',
  // "Status" is Swedish too.
  'account.history.statusSaved',
  'account.history.columns.status',
  'account.status.label',
  'account.export.status',
  'account.compare.stageFigures',
  'account.result.refusal',
  'mail.applicantResults.refusal',
  'mail.applicantLocked.refusal',
  'mail.applicantResults.stage',
  'mail.applicantResults.columns.stage',
]);

describe.each(languages)('given the %s catalogue', (language) => {
  const texts = textsOf(resources[language].translation);

  it('when its keys are compared with English, then it has every key and no other (a plural text by its base key)', () => {
    expect(askedKeysOf(texts)).toEqual(askedKeysOf(english));
  });

  it('when each text is compared with the English one, then it has the same placeholders', () => {
    const differing = [...english].filter(([key, text]) => texts.has(key) && placeholdersOf(texts.get(key) ?? '').join() !== placeholdersOf(text).join()).map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('when a text is looked up, then it is never empty', () => {
    for (const [key, text] of texts) expect(text.trim(), key).not.toBe('');
  });

  it('when a plural text’s forms are listed, then they are exactly the plural forms of the language (Intl.PluralRules), and the "other" form says the number', () => {
    const formsOfLanguage = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    const plurals = pluralFormsOf(texts);
    expect(plurals.size).toBeGreaterThan(0);
    for (const [base, forms] of plurals) {
      expect(forms, base).toEqual(formsOfLanguage);
      expect(texts.get(`${base}_other`), base).toContain('{count}');
    }
  });

  it('when a plural text is asked for by its base key with a count of 1 and of 5, then the two read differently, each in its form', () => {
    const t = byRuntimeKey(createTranslator(language));
    for (const [base, forms] of pluralFormsOf(texts)) {
      const placeholders = forms.flatMap((form) => placeholdersOf(texts.get(`${base}_${form}`) ?? ''));
      const values = Object.fromEntries(placeholders.map((placeholder) => [placeholder.slice(1, -1), `<${placeholder}>`]));
      const one = t(base, { ...values, count: 1 });
      const five = t(base, { ...values, count: 5 });
      expect(one, base).not.toBe(base);
      expect(five, base).not.toBe(one);
      expect(five, base).toBe(
        texts
          .get(`${base}_other`)
          ?.replaceAll('{count}', '5')
          .replace(/\{(\w+)\}/g, '<{$1}>'),
      );
    }
  });
});

/** The product's own code (no tests), by path from the repository's root: where texts are asked for. */
function* productSources(): Generator<[string, string]> {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  for (const folder of ['api/src', 'worker/src', 'web/src', 'events/src']) {
    for (const path of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (/\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path)) yield [`${folder}/${path}`, readFileSync(join(root, folder, path), 'utf8')];
    }
  }
}

describe('given the code that asks for plural texts', () => {
  it('when it asks for one by its base key, then it passes `count` (without it i18next finds no form and shows the key, and i18next’s types let it pass)', () => {
    const bases = [...pluralFormsOf(english).keys()];
    const calls: string[] = [];
    const uncounted: string[] = [];
    for (const [path, source] of productSources()) {
      for (const base of bases) {
        for (const [call, caller, rest = ''] of source.matchAll(new RegExp(`(\\w+)\\(\\s*'${base.replaceAll('.', '\\.')}'([^\\n]*)`, 'g'))) {
          // A shared schema's message: issueWords passes the limit it broke as `count`.
          if (caller === 'catalogueKey') continue;
          calls.push(call);
          if (!/\bcount\b/.test(rest)) uncounted.push(`${path}: ${call}`);
        }
      }
    }
    expect(calls.length).toBeGreaterThan(5);
    expect(uncounted).toEqual([]);
  });
});

describe('given the Swedish catalogue', () => {
  const swedish = textsOf(sv);

  it('when a text is the English one letter for letter, then it is one of the few meant to be (a name, a format, "Test")', () => {
    const untranslated = [...english].filter(([key, text]) => swedish.get(key) === text && !sameInSwedish.has(key)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('when the allow-list of texts left as in English is read, then each of them still is (no stale entry)', () => {
    for (const key of sameInSwedish) expect(swedish.get(key), key).toBe(english.get(key));
  });

  it('when Swedish is written, then it says "e-post", never the English "e-mail" or "email" (except the API’s own field names)', () => {
    const apiNamesAndPlaceholders = /[”"]email[”"]|\{\w+\}/g;
    const saidInEnglish = [...swedish].filter(([, text]) => /\be-?mail\b/i.test(text.replace(apiNamesAndPlaceholders, ''))).map(([key]) => key);
    expect(saidInEnglish).toEqual([]);
  });

  it('when the Swedish translator fills a text, then the values go where Swedish puts them', () => {
    const t = createTranslator('sv');
    expect(t('applicant.welcomeBack', { n: 1, next: 2 })).toBe('Du har redan gjort test 1/3. Fortsätt med test 2/3.');
    expect(t('account.invite.duplicateMessage', { email: 'ann@example.com' })).toBe('E-postadressen ann@example.com tillhör redan en annan inbjuden kandidat');
    expect(t('common.tooManyRequests', { wait: t('wait.minutes', { count: 5 }) })).toBe('För många förfrågningar. Försök igen om ungefär 5 minuter.');
    expect(t('typing.accuracy', { accuracy: 97 })).toBe('97\u00A0% träffsäkerhet');
  });

  it('when the applicant’s page takes its Swedish words, then the two light parts hold the same sections as the English ones', () => {
    expect(Object.keys({ ...commonSv, ...testTakingSv }).sort()).toEqual(Object.keys({ ...commonEn, ...testTakingEn }).sort());
  });
});

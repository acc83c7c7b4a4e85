import { describe, expect, it } from 'vitest';
import { commonEn } from './common-en.ts';
import { commonSv } from './common-sv.ts';
import { createTranslator, en, languages, resources } from './index.ts';
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
  'mail.applicantResults.dateTimeIn',
  'registration.passwordRefused',
  'api.fieldInvalid',
  'registration.texts.text',
  'account.texts.text',
  'applicant.testTitle',
  'account.result.stageHeading',
  'account.result.refusal',
  'mail.applicantResults.refusal',
  'mail.applicantResults.stage',
  'mail.applicantResults.columns.stage',
]);

describe.each(languages)('given the %s catalogue', (language) => {
  const texts = textsOf(resources[language].translation);

  it('when its keys are compared with English, then it has every key and no other', () => {
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('when each text is compared with the English one, then it has the same placeholders', () => {
    const differing = [...english].filter(([key, text]) => placeholdersOf(texts.get(key) ?? '').join() !== placeholdersOf(text).join()).map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('when a text is looked up, then it is never empty and never ends in an i18next plural suffix', () => {
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe('');
      expect(key).not.toMatch(/_(zero|one|two|few|many|other)$/);
    }
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
    expect(t('common.tooManyRequests', { wait: t('wait.minutes', { n: 5 }) })).toBe('För många förfrågningar. Försök igen om ungefär 5 minuter.');
    expect(t('typing.accuracy', { accuracy: 97 })).toBe('97\u00A0% träffsäkerhet');
  });

  it('when the applicant’s page takes its Swedish words, then the two light parts hold the same sections as the English ones', () => {
    expect(Object.keys({ ...commonSv, ...testTakingSv }).sort()).toEqual(Object.keys({ ...commonEn, ...testTakingEn }).sort());
  });
});

import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages.ts';
import { defaultTexts, defaultTextsByLanguage } from './default-texts.ts';
import { demoText, demoTextByLanguage } from './demo-text.ts';
import { typeableText } from './typeable-text.ts';

/** What one key press (with Shift or AltGr at most) writes on each language's keyboard: printable ASCII, and å ä ö on a Swedish one. */
const keyboardOf = {
  en: /^[\x20-\x7E]*$/,
  sv: /^[\x20-\x7EåäöÅÄÖ]*$/,
} as const;

describe.each(languages)('given the %s default texts and demo sentence', (language) => {
  const texts = defaultTextsByLanguage[language];
  const demo = demoTextByLanguage[language];

  it('when a company uses the default texts, then there are four, each 250 to 400 characters of prose', () => {
    expect(texts).toHaveLength(4);
    for (const text of texts) {
      expect(text.length, text).toBeGreaterThanOrEqual(250);
      expect(text.length, text).toBeLessThanOrEqual(400);
    }
  });

  it('when an applicant types them on that language’s keyboard, then every character is a key and the text is issued as written', () => {
    for (const text of [...texts, demo]) {
      expect(text, text).toMatch(keyboardOf[language]);
      expect(typeableText(text)).toBe(text);
    }
  });
});

describe('given the callers that know no language yet', () => {
  it('when they ask for the default texts and the demo sentence, then they get the English ones, as before', () => {
    expect(defaultTexts).toBe(defaultTextsByLanguage.en);
    expect(demoText).toBe('This is a typing test. Type this sentence exactly as it is written, as fast and as accurately as you can.');
  });

  it('when the Swedish texts are compared with the English, then they are Swedish prose of the same length, not the English ones', () => {
    const swedish = defaultTextsByLanguage.sv;
    expect(swedish.join(' ')).toMatch(/[åäö]/);
    for (const [index, text] of swedish.entries()) expect(Math.abs(text.length - (defaultTextsByLanguage.en[index]?.length ?? 0))).toBeLessThan(40);
  });
});

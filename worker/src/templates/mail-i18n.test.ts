import { describe, expect, it } from 'vitest';
import { createTranslator, languages } from '@typetest/events/i18n';
import { mailWords } from './mail-i18n.ts';

const mailText = mailWords('en');

describe('mail texts from the catalogue', () => {
  it('given a text with placeholders, when it is looked up with values, then each placeholder shows its value', () => {
    expect(mailText('supportRequest.subject', { companyName: 'Acme Logistics', title: 'Invoices' })).toBe('Support request from Acme Logistics: Invoices');
  });

  it('given values that look like placeholders or i18next nesting, then they come out as typed', () => {
    expect(mailText('common.greeting', { name: '{name} $t(common.notGiven)' })).toBe('Hello {name} $t(common.notGiven),');
  });

  it('given a text without placeholders, when it is looked up again, then it reads as i18next has it, in each language', () => {
    for (const language of languages) {
      const text = mailWords(language);
      const first = text('common.notGiven');

      expect(text('common.notGiven')).toBe(first);
      expect(first).toBe(createTranslator(language)('mail.common.notGiven'));
    }
  });

  it('given a value with markup, then the text keeps it as typed (React escapes it in HTML; subjects are no HTML)', () => {
    expect(mailText('common.greeting', { name: '<b>Ada</b> & co' })).toBe('Hello <b>Ada</b> & co,');
  });
});

// Checked by `npm run typecheck`, never run: a missing value or an unknown key is a type error.
export function lookUpsThatDoNotTypeCheck() {
  // @ts-expect-error: the title is missing
  mailText('supportRequest.subject', { companyName: 'Acme Logistics' });
  // @ts-expect-error: no such text
  mailText('supportRequest.nothing');
  // @ts-expect-error: the greeting needs a name
  mailText('common.greeting');
}

import { createTranslator, languages } from '@typetest/events/i18n';
import { describe, expect, it } from 'vitest';
import { pageWordsIn } from './page-words.ts';

describe.each(languages)('given the app’s words in %s', (language) => {
  it('when a page asks for a text, then it reads as the product’s catalogue says it in that language', async () => {
    const t = await pageWordsIn(language);
    expect(t('landing.intro')).toBe(createTranslator(language)('landing.intro'));
    expect(t('account.verificationSent', { email: 'anna@example.com' })).toBe(createTranslator(language)('account.verificationSent', { email: 'anna@example.com' }));
  });

  it('when a mail’s text is asked for, then it is not there: the mails’ words stay out of the page’s script', async () => {
    const t = await pageWordsIn(language);
    expect(t('mail.common.greeting', { name: 'Anna' })).toBe('mail.common.greeting');
    expect(createTranslator(language)('mail.common.greeting', { name: 'Anna' })).not.toBe('mail.common.greeting');
  });
});

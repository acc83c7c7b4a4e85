// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../shared/i18n/page-language.ts';
import { setPageTranslator } from '../../shared/i18n/page-translator.ts';
import { pageWordsIn } from '../../shared/i18n/page-words.ts';
import { type Live, renderLive } from '../../shared/ui/testing/render.tsx';
import { RegistrationWizard } from './registration-wizard.tsx';

let live: Live | undefined;
afterEach(async () => {
  await live?.unmount();
  live = undefined;
  setPageTranslator(await pageWordsIn('en'));
  setPageLanguage('en', ['en-US']);
});

/** The select labelled `label` in the wizard's first step. */
async function languageChoice(label: string) {
  live = await renderLive(<RegistrationWizard />);
  const id = [...live.container.querySelectorAll('label')].find((candidate) => candidate.textContent?.startsWith(label))?.htmlFor;
  return live.container.querySelector<HTMLSelectElement>(`#${CSS.escape(id ?? '')}`);
}

describe('given a visitor registering', () => {
  // That it starts at the page's language is seen in a browser (web/e2e/language.e2e.ts): happy-dom
  // leaves a <select> on its first option when react-hook-form sets it.
  it('when the page is in Swedish, then the first step asks for the company’s language (Språk), each choice named in itself', async () => {
    setPageTranslator(await pageWordsIn('sv'));
    setPageLanguage('sv', ['sv-SE']);
    const choice = await languageChoice('Språk');
    expect([...(choice?.options ?? [])].map((option) => [option.value, option.textContent])).toEqual([
      ['en', 'English'],
      ['sv', 'Svenska'],
    ]);
  });

  it('when the page is in English, then the field is called Language and says what it decides', async () => {
    const choice = await languageChoice('Language');
    expect(choice?.value).toBe('en');
    const hint = live?.container.querySelector(`#${CSS.escape(choice?.getAttribute('aria-describedby')?.split(' ')[0] ?? '')}`);
    expect(hint?.textContent).toBe("E-mails from Typetest to you and your applicants, and your applicants' test page, are in this language.");
  });
});

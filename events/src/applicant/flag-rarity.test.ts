import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { sv } from '../i18n/sv.ts';
import { realTypistsFlagged, realTypistsMeasured } from './flag-rarity.ts';

/** How each language says "seen in n of the real typists we measured" (n may be none). */
const seenIn = {
  en: (n: number) => `seen in ${n === 0 ? 'none' : n} of the ${realTypistsMeasured} real typists we measured`,
  sv: (n: number) =>
    n === 0 ? `inte såg hos någon av de ${realTypistsMeasured} verkliga maskinskrivare vi mätte` : `såg hos ${n} av de ${realTypistsMeasured} verkliga maskinskrivare vi mätte`,
};

describe("given the rarity of each flag among real typists, measured by npm run integrity (flag-rarity.ts), when the company reads the flag's sentence", () => {
  it('then the sentence states that figure: on the result page and CSV, in the results list, and in the results mail, in English and in Swedish', () => {
    for (const [language, catalogue] of [
      ['en', en],
      ['sv', sv],
    ] as const) {
      const sentences = [catalogue.integrity.flags, catalogue.account.history.flags, catalogue.mail.applicantResults.flags];
      for (const [flag, flagged] of Object.entries(realTypistsFlagged)) {
        for (const words of sentences) expect(words[flag as keyof typeof words], `${language} ${flag}`).toContain(seenIn[language](flagged ?? 0));
      }
    }
  });
});

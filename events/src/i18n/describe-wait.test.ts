import { describe, expect, it } from 'vitest';
import { describeWait } from './describe-wait.ts';
import { createTranslator, languages } from './index.ts';

const t = createTranslator('en');

describe('saying how long to wait', () => {
  it.each([
    [0, 'in a second'],
    [0.2, 'in a second'],
    [1, 'in a second'],
    [1.01, 'in about 2 seconds'],
    [9, 'in about 9 seconds'],
    [10, 'in about 10 seconds'],
    [37, 'in about 40 seconds'],
    [44, 'in about 45 seconds'],
    [45, 'in about a minute'],
    [60, 'in about a minute'],
    [61, 'in about 2 minutes'],
    [299.4, 'in about 5 minutes'],
    [600, 'in about 10 minutes'],
    [59 * 60, 'in about 59 minutes'],
    [3600, 'in about an hour'],
    [3601, 'in about an hour'],
    [5400, 'in about 2 hours'],
    [23 * 3600, 'in about 23 hours'],
    [86_400, 'in about a day'],
    [3 * 86_400, 'in about 3 days'],
  ])('given %d seconds, then it says "%s"', (seconds, words) => {
    expect(describeWait(seconds, t)).toBe(words);
  });

  it.each([
    [1, 'om en sekund'],
    [60, 'om ungefär en minut'],
    [299.4, 'om ungefär 5 minuter'],
    [3600, 'om ungefär en timme'],
    [86_400, 'om ungefär ett dygn'],
  ])('given %d seconds and a Swedish reader, then it says "%s"', (seconds, words) => {
    expect(describeWait(seconds, createTranslator('sv'))).toBe(words);
  });

  it.each(languages)('given any wait up to three days, in %s, then a wait of one unit is said in words, never as "1 minutes"', (language) => {
    const translator = createTranslator(language);
    for (let seconds = 0; seconds <= 3 * 86_400; seconds += seconds < 3600 ? 1 : 60) {
      expect(describeWait(seconds, translator), `${seconds} s`).not.toMatch(/\b1\b/);
    }
  });

  it('given a longer wait, then it never says a shorter one (up to an hour)', () => {
    const said = (seconds: number) => {
      const words = describeWait(seconds, t);
      const amount = Number(/\d+/.exec(words)?.[0] ?? 1);
      return words.includes('hour') ? amount * 3600 : words.includes('minute') ? amount * 60 : amount;
    };
    for (let seconds = 1; seconds <= 3600; seconds++) {
      expect(said(seconds), `${seconds} s: ${describeWait(seconds, t)}`).toBeGreaterThanOrEqual(seconds);
    }
  });
});

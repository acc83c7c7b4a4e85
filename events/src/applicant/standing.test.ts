import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanOf, typistPercentile, typistsInGeneral } from './standing.ts';

describe('where a result stands among typists in general (normal distribution, mean 51.56 WPM, SD 20.20)', () => {
  it('given the figures of Dhakal et al., then they are the ones the results mail quotes', () => {
    expect(typistsInGeneral).toEqual({ meanWpm: 51.56, sdWpm: 20.2, source: 'Dhakal et al., CHI 2018' });
  });

  it('given an applicant at the mean, 51.56 WPM, then faster than 50% of typists', () => {
    expect(typistPercentile(51.56)).toBe(50);
  });

  it('given 72 WPM (one SD above the mean), then faster than 84%', () => {
    expect(typistPercentile(72)).toBe(84);
  });

  it('given 31 WPM (about one SD below), then faster than 15%; given 92 WPM (two SD above), then 98%', () => {
    // z = (31 - 51.56) / 20.2 = -1.018: 15.4%; z = (92 - 51.56) / 20.2 = 2.002: 97.7%.
    expect(typistPercentile(31)).toBe(15);
    expect(typistPercentile(92)).toBe(98);
  });

  it('given 60 WPM, then 66%; given 40 WPM, then 28%', () => {
    // z = 0.418: 66.2%; z = -0.572: 28.4%.
    expect(typistPercentile(60)).toBe(66);
    expect(typistPercentile(40)).toBe(28);
  });

  it('given 0 WPM, then 1%, never 0: no sample says "none"', () => {
    expect(typistPercentile(0)).toBe(1);
  });

  it('given 120 or 250 WPM, then 99%, never 100: no sample says "all"', () => {
    // z = 3.39: 99.97%, which rounds to 100.
    expect(typistPercentile(120)).toBe(99);
    expect(typistPercentile(250)).toBe(99);
  });

  it('given any WPM, then a whole percentage between 1 and 99 that never falls as the WPM rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 300 }), (wpm, more) => {
        const percentile = typistPercentile(wpm);
        expect(Number.isInteger(percentile)).toBe(true);
        expect(percentile).toBeGreaterThanOrEqual(1);
        expect(percentile).toBeLessThanOrEqual(99);
        expect(typistPercentile(wpm + more)).toBeGreaterThanOrEqual(percentile);
      }),
    );
  });

  it('given two results equally far above and below the mean, then their percentages add up to 100 (give or take rounding)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 50, noNaN: true }), (distance) => {
        const sum = typistPercentile(typistsInGeneral.meanWpm + distance) + typistPercentile(typistsInGeneral.meanWpm - distance);
        expect(Math.abs(sum - 100)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('the applicant\'s overall figure: the mean of the three tests', () => {
  it('given 60, 61 and 61 WPM, then 61 (60.67 rounded)', () => {
    expect(meanOf([60, 61, 61])).toBe(61);
  });

  it('given 60, 60 and 61 WPM, then 60 (60.33 rounded); 61 and 62, then 62 (61.5 rounds up)', () => {
    expect(meanOf([60, 60, 61])).toBe(60);
    expect(meanOf([61, 62])).toBe(62);
  });

  it('given nothing, then 0', () => {
    expect(meanOf([])).toBe(0);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanOf, typistPercentile, typistStanding, typistsInGeneral } from './standing.ts';

describe('where a result stands among typists in general (log-normal fitted to Dhakal et al.: mean 51.56 WPM, SD 20.20)', () => {
  it('given the figures of Dhakal et al., then they are the ones the results mail quotes', () => {
    expect(typistsInGeneral).toEqual({ meanWpm: 51.56, sdWpm: 20.2, source: 'Dhakal et al., CHI 2018' });
  });

  it('given the right-skewed curve, then the median typist (48 WPM) is faster than 50%, and the mean (51.56 WPM) than 57%, not 50% as on a normal curve', () => {
    expect(typistPercentile(48)).toBe(50);
    expect(typistPercentile(51.56)).toBe(57);
  });

  it('given 80 WPM, then faster than 91% (a normal curve said 92%); given 96 WPM, then 97% (a normal curve said 99%)', () => {
    // z = (ln 80 - 3.8713) / 0.3776 = 1.352: 91.2%; z = (ln 96 - 3.8713) / 0.3776 = 1.835: 96.7%.
    expect(typistPercentile(80)).toBe(91);
    expect(typistPercentile(96)).toBe(97);
  });

  it('given 31 WPM, then faster than 12%; given 60 WPM, then 72%', () => {
    expect(typistPercentile(31)).toBe(12);
    expect(typistPercentile(60)).toBe(72);
  });

  it('given 0 WPM, then 1%, never 0: no sample says "none"', () => {
    expect(typistPercentile(0)).toBe(1);
  });

  it('given 120 or 250 WPM, then 99%, never 100: no sample says "all"', () => {
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
});

describe('the tail said honestly: typistStanding gives the top group a result is in', () => {
  it('given 80 WPM (9% of typists are as fast), then no top group: "faster than about 91%"', () => {
    expect(typistStanding(80)).toEqual({ percentile: 91, top: null });
  });

  it('given 92 WPM, then the top 5%; 106 WPM the top 2%; 120 WPM the top 1%; 130 WPM the top 0.5%', () => {
    expect(typistStanding(92)).toEqual({ percentile: 96, top: 5 });
    expect(typistStanding(106)).toEqual({ percentile: 98, top: 2 });
    expect(typistStanding(120)).toEqual({ percentile: 99, top: 1 });
    expect(typistStanding(130)).toEqual({ percentile: 99, top: 0.5 });
  });

  it("given 200 WPM or a script's 389 WPM, then the top 0.1%, never finer: the sample says nothing finer", () => {
    expect(typistStanding(200).top).toBe(0.1);
    expect(typistStanding(389).top).toBe(0.1);
  });

  it('given any WPM, then the top group never widens as the WPM rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 300 }), (wpm, more) => {
        const top = typistStanding(wpm).top;
        const faster = typistStanding(wpm + more).top;
        if (top !== null) expect(faster).not.toBeNull();
        if (top !== null && faster !== null) expect(faster).toBeLessThanOrEqual(top);
      }),
    );
  });
});

describe("the applicant's overall figure: the mean of the three tests", () => {
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

/**
 * Where a result stands among typists in general: Dhakal, Feit, Kristensson and Oulasvirta,
 * "Observations on Typing from 136 Million Keystrokes", CHI 2018 (168,000 typists): mean 51.56
 * WPM, standard deviation 20.20. The share of typists slower than a WPM, read off a normal
 * distribution with those figures.
 */
export const typistsInGeneral = { meanWpm: 51.56, sdWpm: 20.2, source: 'Dhakal et al., CHI 2018' } as const;

/** The error function, Abramowitz and Stegun 7.1.26 (absolute error under 1.5e-7). */
function erf(x: number): number {
  const sign = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return sign * y;
}

/** The percentage of typists in general slower than `wpm`, kept within 1 to 99: no sample says "all" or "none". */
export function typistPercentile(wpm: number): number {
  const z = (wpm - typistsInGeneral.meanWpm) / typistsInGeneral.sdWpm;
  const share = 0.5 * (1 + erf(z / Math.SQRT2));
  return Math.min(99, Math.max(1, Math.round(share * 100)));
}

/** Among the company's own applicants who finished before: how many typed slower, of how many. */
export interface CompanyStanding {
  fasterThan: number;
  outOf: number;
}

/** The mean of whole figures, rounded: the applicant's overall WPM or accuracy over the three tests. */
export const meanOf = (values: readonly number[]) => (values.length === 0 ? 0 : Math.round(values.reduce((a, b) => a + b, 0) / values.length));

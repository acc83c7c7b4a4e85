/**
 * Where a result stands among typists in general: Dhakal, Feit, Kristensson and Oulasvirta,
 * "Observations on Typing from 136 Million Keystrokes", CHI 2018 (168,000 typists): mean 51.56
 * WPM, standard deviation 20.20. Typing speeds are right-skewed (a long tail of fast typists, none
 * below 0), so the share of typists slower than a WPM is read off a log-normal curve with that
 * mean and standard deviation, not a normal one: sigma = sqrt(ln(1 + (20.20 / 51.56)^2)) = 0.3776
 * and mu = ln(51.56) - sigma^2 / 2 = 3.8713 (median 48.0 WPM). A normal curve put 80 WPM above
 * 92% of typists and everyone from 96 WPM up above 99%; this curve says 91% and 97%, and 99% only
 * from 112 WPM.
 */
export const typistsInGeneral = { meanWpm: 51.56, sdWpm: 20.2, source: 'Dhakal et al., CHI 2018' } as const;

/** The log-normal curve fitted to typistsInGeneral's mean and standard deviation (moments). */
const logSigma = Math.sqrt(Math.log(1 + (typistsInGeneral.sdWpm / typistsInGeneral.meanWpm) ** 2));
const logMu = Math.log(typistsInGeneral.meanWpm) - logSigma ** 2 / 2;

/** The error function, Abramowitz and Stegun 7.1.26 (absolute error under 1.5e-7). */
function erf(x: number): number {
  const sign = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return sign * y;
}

/** The share (0 to 1) of typists in general slower than `wpm`. */
export function shareOfTypistsSlower(wpm: number): number {
  if (wpm <= 0) return 0;
  const z = (Math.log(wpm) - logMu) / logSigma;
  return Math.min(1, Math.max(0, 0.5 * (1 + erf(z / Math.SQRT2))));
}

/** The percentage of typists in general slower than `wpm`, kept within 1 to 99: no sample says "all" or "none". */
export function typistPercentile(wpm: number): number {
  return Math.min(99, Math.max(1, Math.round(shareOfTypistsSlower(wpm) * 100)));
}

/**
 * The tail groups a result is said to be in, as a percentage of typists faster or as fast: "in the
 * top 1%". Not finer than 0.1%: 0.1% of the study's 168,000 typists is 168 people, and no sample
 * says more of its far tail.
 */
export const topShares = [0.1, 0.5, 1, 2, 5] as const;
export type TopShare = (typeof topShares)[number];

export interface TypistStanding {
  /** typistPercentile: faster than about this many per cent of typists (1 to 99). */
  percentile: number;
  /** In the fastest this many per cent (the smallest group of topShares that holds it), or null outside the top 5%. */
  top: TopShare | null;
}

/** Where `wpm` stands among typists in general, with the top group to say at the tail ("top 1%") rather than "faster than 99%". */
export function typistStanding(wpm: number): TypistStanding {
  const faster = (1 - shareOfTypistsSlower(wpm)) * 100;
  return { percentile: typistPercentile(wpm), top: topShares.find((share) => faster <= share) ?? null };
}

/**
 * Fewer of the company's applicants finished before than this, and a rank among them says nothing
 * ("faster than 0 of the 1 who finished before"): the results mail says there are too few to compare with.
 */
export const fewestToCompareWith = 5;

/** Among the company's own applicants who finished before: how many typed slower, of how many. */
export interface CompanyStanding {
  fasterThan: number;
  outOf: number;
}

/** The mean of whole figures, rounded: the applicant's overall WPM or accuracy over the three tests. */
export const meanOf = (values: readonly number[]) => (values.length === 0 ? 0 : Math.round(values.reduce((a, b) => a + b, 0) / values.length));

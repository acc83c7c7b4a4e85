import type { StageFlag } from './events.ts';

/**
 * How unusual each flag is among real typists: of the training corpus's 669 people (three tests
 * each, judged through finishStage as an applicant's are), how many were given the flag. The
 * catalogue's sentence for each flag states this figure (`integrity.flags.*` and
 * `applicantResults.flags.*` in en.ts and sv.ts, checked by flag-rarity.test.ts), and
 * `npm run integrity` measures it again and says when a figure here is no longer what it measures
 * (bench/integrity.ts). The corpus: the public sample of Dhakal, Feit, Kristensson and Oulasvirta,
 * "Observations on Typing from 136 Million Keystrokes", CHI 2018
 * (docs/decisions/0056-catch-rate-held-out.md). Flags judged against something the corpus does
 * not have (an introduction test) are measured where they are built, and are not listed here.
 */
export const realTypistsMeasured = 669;

export const realTypistsFlagged: Partial<Record<StageFlag, number>> = {
  evenIntervals: 0,
  bursts: 0,
  symmetricIntervals: 1,
  exceptionalSpeed: 0,
  fastKeyRepeat: 0,
  rhythmUnrelatedToText: 0,
  wordsInFlashes: 0,
  unnaturalHolds: 0,
  /** Each typist judged with a stand-in introduction (measure-real.ts), as the page sends one and waits for it. */
  noIntroduction: 0,
};

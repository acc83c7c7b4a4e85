import { score } from '../../typing/scoring.ts';
import type { ForgeryKind } from './forged.ts';
import { AcceptedStages, forgedRatesPerKind, judgeApplicant, noHonestRates, tallyHonest, type ForgedRates, type HonestRates } from './measure.ts';
import { seededRandom } from './random.ts';
import type { RealTypist } from './real-typists.ts';

/**
 * The judge's rates on real typists (real-typists.ts): each person's three tests judged through
 * finishStage in turn, as measure.ts judges the simulated ones, each sent a moment (0.2-3 s) after
 * its last key. Forged applicants are given a real person's three texts, and copy, replay or
 * shuffle the real people's accepted logs.
 */
export interface RealCorpusRates {
  honest: HonestRates;
  forged: Record<ForgeryKind, ForgedRates> | null;
}

export function measureRealCorpus(typists: readonly RealTypist[], forgedPerKind: number, seed = 1): RealCorpusRates {
  const random = seededRandom(seed);
  const accepted = new AcceptedStages();
  const honest = noHonestRates();
  for (const typist of typists) {
    const stageTexts = typist.tests.map((test) => test.text);
    const submissions = typist.tests.map((test) => ({
      keystrokes: test.log,
      claimedWpm: score(test.text, test.log).wpm,
      msSinceIssued: Math.round((test.log.at(-1)?.at ?? 0) + random.between(200, 3_000)),
    }));
    tallyHonest(honest, { stageTexts, submissions, verdict: judgeApplicant(stageTexts, submissions, accepted, true) });
  }
  if (forgedPerKind === 0 || typists.length === 0) return { honest, forged: null };
  const forged = forgedRatesPerKind(forgedPerKind, (forger) => forger.pick(typists).tests.map((test) => test.text), random, accepted);
  return { honest, forged };
}

import { demoText } from '../../typing/demo-text.ts';
import { charactersOf, score } from '../../typing/scoring.ts';
import { forgeryKinds, type ForgeryKind } from './forged.ts';
import { AcceptedStages, forgedRatesPerKind, judgeApplicant, noHonestRates, tallyHonest, type ForgedRates, type HonestRates } from './measure.ts';
import { seededRandom, type Random } from './random.ts';
import type { RealTypist } from './real-typists.ts';

/**
 * The judge's rates on real typists (real-typists.ts): each person's three tests judged through
 * finishStage in turn, as measure.ts judges the simulated ones, each sent a moment (0.2-3 s) after
 * its last key. Forged applicants are given a real person's three texts, and copy, replay or
 * shuffle the real people's accepted logs. The corpus has no introduction, so an honest typist's
 * stands in as their first test's first keys (the rules against it are measured on each test in
 * turn in measure-introduction.ts); a forger's
 * introduction is a real typist's first keys (as many as the introduction's sentence has
 * characters), and a person whose own recordings are replayed (forged.ts, ownRecordingKinds)
 * gives their first test's first keys as the introduction and their other two tests as the
 * recordings, so the introduction is never part of what is replayed.
 */
const introductionLength = charactersOf(demoText).length;

export interface RealCorpusRates {
  honest: HonestRates;
  forged: Record<ForgeryKind, ForgedRates> | null;
}

export function measureRealCorpus(typists: readonly RealTypist[], forgedPerKind: number, seed = 1, kinds: readonly ForgeryKind[] = forgeryKinds): RealCorpusRates {
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
    // The page sends the introduction before the first test and waits for it; the corpus has none,
    // so the first test's first keys stand for it, as they do for a forger's (docs/decisions/0076-no-introduction-flagged.md).
    const verdict = judgeApplicant(stageTexts, submissions, accepted, true, typist.tests[0]?.log.slice(0, introductionLength));
    tallyHonest(honest, { stageTexts, submissions, verdict });
    const [first, ...recorded] = typist.tests;
    if (first && recorded.length > 0 && !verdict.refused) {
      accepted.people.push({ texts: recorded.map((test) => test.text), logs: recorded.map((test) => test.log), introduction: first.log.slice(0, introductionLength) });
    }
  }
  if (forgedPerKind === 0 || typists.length === 0) return { honest, forged: null };
  const introductionBy = (forger: Random) => forger.pick(forger.pick(typists).tests).log.slice(0, introductionLength);
  const forged = forgedRatesPerKind(forgedPerKind, (forger) => forger.pick(typists).tests.map((test) => test.text), random, accepted, introductionBy, kinds);
  return { honest, forged };
}

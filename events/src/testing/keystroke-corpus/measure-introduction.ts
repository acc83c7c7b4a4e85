import { judgeStage } from '../../applicant/judge-stage.ts';
import type { StageFlag } from '../../applicant/events.ts';
import { demoText } from '../../typing/demo-text.ts';
import { charactersOf, score, type Keystroke } from '../../typing/scoring.ts';
import { forgedApplicant, forgeryKinds, ownRecordingKinds, ownRecordingsFaster, withoutIntroductionKinds, type ForgeryKind } from './forged.ts';
import { seededRandom } from './random.ts';
import type { RealTypist } from './real-typists.ts';

/**
 * The judge's rules that hold the measured tests against the introduction
 * (judge-stage.ts: fasterThanIntroduction, rhythmUnlikeIntroduction), measured on real typists
 * (docs/decisions/0055-the-introduction-as-reference.md). The corpus has no introduction, so one
 * of each person's three tests stands for it: its first keys, as many as the introduction's
 * sentence has characters, and the other two are the measured tests, judged in turn (each with
 * the earlier as the applicant's earlier tests). Each of the three tests takes that part once.
 *
 * - honest: the person's own introduction;
 * - another typist: the introduction of the next person in the list, the tests of this one;
 * - scripts: each forgery kind's tests (forged.ts) on the person's two texts, the person's own
 *   introduction typed by hand.
 *
 * "Caught" counts applicants with any flag or refusal; "by the introduction" only the two rules.
 */
export const introductionRules: readonly StageFlag[] = ['fasterThanIntroduction', 'rhythmUnlikeIntroduction'];

export interface IntroductionRates {
  applicants: number;
  byIntroduction: number;
  caught: number;
}

export interface IntroductionCorpusRates {
  honest: IntroductionRates & { flaggedBy: Partial<Record<StageFlag, number>> };
  anotherTypist: IntroductionRates;
  scripts: Partial<Record<ForgeryKind, IntroductionRates>>;
}

const introductionLength = charactersOf(demoText).length;

interface Judged {
  refused: boolean;
  flags: Set<StageFlag>;
}

function judgeTests(tests: readonly { text: string; log: readonly Keystroke[]; claimedWpm?: number }[], introduction: readonly Keystroke[]): Judged {
  const flags = new Set<StageFlag>();
  const earlier: Keystroke[][] = [];
  for (const { text, log, claimedWpm } of tests) {
    const judged = judgeStage({
      text,
      claimedWpm: claimedWpm ?? score(text, log).wpm,
      keystrokes: log,
      msSinceIssued: (log.at(-1)?.at ?? 0) + 1_000,
      earlier,
      introduction,
    });
    if (judged.verdict === 'refused') return { refused: true, flags };
    for (const flag of judged.flags) flags.add(flag);
    earlier.push([...log]);
  }
  return { refused: false, flags };
}

const noRates = (): IntroductionRates => ({ applicants: 0, byIntroduction: 0, caught: 0 });

function tally(rates: IntroductionRates, judged: Judged): void {
  rates.applicants++;
  if (introductionRules.some((rule) => judged.flags.has(rule))) rates.byIntroduction++;
  if (judged.refused || judged.flags.size > 0) rates.caught++;
}

export function measureIntroduction(typists: readonly RealTypist[], seed = 1): IntroductionCorpusRates {
  const random = seededRandom(seed);
  const honest = { ...noRates(), flaggedBy: {} as Partial<Record<StageFlag, number>> };
  const anotherTypist = noRates();
  const scripts: Partial<Record<ForgeryKind, IntroductionRates>> = {};
  const usable = typists.filter((typist) => typist.tests.length >= 3);
  for (const [index, typist] of usable.entries()) {
    const other = usable[(index + 1) % usable.length];
    for (let part = 0; part < 3; part++) {
      const introduction = typist.tests[part]?.log.slice(0, introductionLength) ?? [];
      const measured = typist.tests.filter((_, i) => i !== part);
      const own = judgeTests(measured, introduction);
      tally(honest, own);
      for (const flag of own.flags) honest.flaggedBy[flag] = (honest.flaggedBy[flag] ?? 0) + 1;
      if (other && other !== typist)
        tally(
          anotherTypist,
          judgeTests(
            other.tests.filter((_, i) => i !== part),
            introduction,
          ),
        );
      if (part !== 0) continue;
      for (const kind of forgeryKinds) {
        if (withoutIntroductionKinds.includes(kind)) continue;
        const texts = measured.map((test) => test.text);
        // The person's own two tests played faster, their own introduction beside them.
        const forged = ownRecordingKinds.includes(kind)
          ? ownRecordingsFaster(kind, { texts, logs: measured.map((test) => test.log), introduction }, random).submissions
          : forgedApplicant(kind, texts, new Map(), random);
        if (!forged) continue;
        const rates = scripts[kind] ?? noRates();
        scripts[kind] = rates;
        tally(
          rates,
          judgeTests(
            forged.map((submission, i) => ({ text: measured[i]?.text ?? '', log: submission.keystrokes, claimedWpm: submission.claimedWpm })),
            introduction,
          ),
        );
      }
    }
  }
  return { honest, anotherTypist, scripts };
}

import { charactersOf, score, type Keystroke } from '../../typing/scoring.ts';
import { typeTest, typistProfile, tuningParameters, type TypedTest } from './honest.ts';
import type { Random } from './random.ts';

/**
 * Forged applicants: every kind of forgery the judge must refuse or flag, each a seeded
 * generator of one applicant's three tests. Timed forgeries type the text without mistakes (a
 * script has no reason to make them); copies take logs other applicants had accepted.
 */
export const forgeryKinds = [
  /** Every key the same interval apart (40-300 ms). */
  'constantInterval',
  /** Uniform random intervals around a mean (e.g. 100-300 ms, or 35 ms +/- 25%). */
  'uniformJitter',
  /** Gaussian random intervals around a mean (SD 5-35% of it). */
  'gaussianJitter',
  /** Sustained above 250 WPM over the test, even with a human-looking rhythm. */
  'sustainedOver250',
  /** Groups of 5-10 characters 1-2 ms apart, with gaps between the groups. */
  'characterGroups',
  /** Two characters at one instant throughout: intervals alternating 0 and 62-300 ms. */
  'pairsAtOneInstant',
  /** Keys after the text is complete. */
  'keysAfterEnd',
  /** The claimed WPM edited upward. */
  'editedClaim',
  /** Another applicant's accepted log, copied exactly (any company typing the same text). */
  'exactCopy',
  /** Another applicant's accepted log, every time shifted by one amount. */
  'shiftedCopy',
  /** One log sent for all three tests (a company with one text). */
  'sameLogEveryStage',
  /** Another applicant's accepted log played at twice the speed. */
  'doubleSpeedReplay',
] as const;
export type ForgeryKind = (typeof forgeryKinds)[number];

export interface Submission extends TypedTest {
  claimedWpm: number;
}

/** Where copies come from: logs accepted earlier, by text. Each is taken once (two forgers with one source would be caught as copies of each other). */
export type AcceptedLogs = Map<string, Keystroke[][]>;

/** The text typed with the intervals `gap(i)` gives between key i-1 and key i. */
function timed(text: string, gap: (i: number) => number, startAt: number): Keystroke[] {
  let at = startAt;
  return charactersOf(text).map((key, i) => {
    if (i > 0) at += Math.max(0, gap(i));
    return { key, at: Math.round(at) };
  });
}

function honestClaim(text: string, keystrokes: Keystroke[], random: Random): Submission {
  const lastAt = keystrokes.at(-1)?.at ?? 0;
  return { keystrokes, claimedWpm: score(text, keystrokes).wpm, msSinceIssued: Math.round(lastAt + random.between(200, 3_000)) };
}

/** A log someone had accepted for `text`, taken out of the pool, or null when there is none left. */
function acceptedLogFor(text: string, accepted: AcceptedLogs, random: Random): readonly Keystroke[] | null {
  const logs = accepted.get(text);
  if (!logs || logs.length === 0) return null;
  return logs.splice(random.integer(0, logs.length - 1), 1)[0] ?? null;
}

/**
 * One forged applicant's three submissions for the given stage texts (stage n types texts[n-1]).
 * Null when the kind needs something the corpus does not have (a log to copy).
 */
export function forgedApplicant(kind: ForgeryKind, stageTexts: readonly string[], accepted: AcceptedLogs, random: Random): Submission[] | null {
  const startAt = random.between(1_500, 20_000);
  switch (kind) {
    case 'constantInterval': {
      const interval = random.between(40, 300);
      return stageTexts.map((text) =>
        honestClaim(
          text,
          timed(text, () => interval, startAt),
          random,
        ),
      );
    }
    case 'uniformJitter': {
      const mean = random.between(35, 250);
      const spread = random.between(0.1, 0.6);
      return stageTexts.map((text) =>
        honestClaim(
          text,
          timed(text, () => mean * (1 + spread * (2 * random.next() - 1)), startAt),
          random,
        ),
      );
    }
    case 'gaussianJitter': {
      const mean = random.between(35, 250);
      const sd = random.between(0.05, 0.35);
      return stageTexts.map((text) =>
        honestClaim(
          text,
          timed(text, () => mean * (1 + sd * random.normal()), startAt),
          random,
        ),
      );
    }
    case 'sustainedOver250': {
      // 250-400 WPM with a person's log-normal rhythm: 12000 / WPM ms a character on average.
      const median = 12_000 / random.between(255, 400);
      const sigma = random.between(0.2, 0.5);
      return stageTexts.map((text) =>
        honestClaim(
          text,
          timed(text, () => random.logNormal(median * Math.exp(-(sigma ** 2) / 2), sigma), startAt),
          random,
        ),
      );
    }
    case 'characterGroups': {
      const [shortest, longest] = [random.integer(5, 7), random.integer(8, 10)];
      const groupGap = random.between(300, 1_200);
      return stageTexts.map((text) => {
        let left = 0;
        const gaps = (i: number) => {
          if (left > 0) {
            left--;
            return random.integer(1, 2);
          }
          left = random.integer(shortest, longest) - 1;
          return i === 0 ? 0 : groupGap * random.between(0.7, 1.3);
        };
        return honestClaim(text, timed(text, gaps, startAt), random);
      });
    }
    case 'pairsAtOneInstant': {
      const interval = random.pick([62, random.between(62, 300)]);
      return stageTexts.map((text) =>
        honestClaim(
          text,
          timed(text, (i) => (i % 2 === 1 ? 0 : interval), startAt),
          random,
        ),
      );
    }
    case 'keysAfterEnd': {
      const profile = typistProfile(random, tuningParameters);
      return stageTexts.map((text) => {
        const typed = typeTest(text, profile, random).keystrokes;
        let at = typed.at(-1)?.at ?? 0;
        // biome-ignore lint/suspicious/noAssignInExpressions: the clock runs on as the keys are made
        const extra = Array.from({ length: random.integer(1, 5) }, () => ({ key: random.pick(['x', ' ', '.', 'a']), at: (at += Math.round(random.between(80, 300))) }));
        return honestClaim(text, [...typed, ...extra], random);
      });
    }
    case 'editedClaim': {
      const profile = typistProfile(random, tuningParameters);
      return stageTexts.map((text) => {
        const submission = honestClaim(text, typeTest(text, profile, random).keystrokes, random);
        return { ...submission, claimedWpm: submission.claimedWpm + random.integer(5, 60) };
      });
    }
    case 'exactCopy':
    case 'shiftedCopy':
    case 'doubleSpeedReplay': {
      const submissions: Submission[] = [];
      for (const text of stageTexts) {
        const source = acceptedLogFor(text, accepted, random);
        if (!source) return null;
        const shift = kind === 'shiftedCopy' ? Math.round(random.between(-(source[0]?.at ?? 0), 50_000)) : 0;
        const first = source[0]?.at ?? 0;
        const keystrokes = source.map((keystroke) => ({
          ...keystroke,
          at: kind === 'doubleSpeedReplay' ? Math.round(first + (keystroke.at - first) / 2) : keystroke.at + shift,
        }));
        submissions.push(honestClaim(text, keystrokes, random));
      }
      return submissions;
    }
    case 'sameLogEveryStage': {
      const text = stageTexts[0] ?? '';
      const once = honestClaim(text, typeTest(text, typistProfile(random, tuningParameters), random).keystrokes, random);
      // Sent again for the next tests, as it was or shifted in time.
      return stageTexts.map((_, stage) => {
        const shift = stage === 0 || random.chance(0.5) ? 0 : Math.round(random.between(1_000, 60_000));
        return { ...once, keystrokes: once.keystrokes.map((k) => ({ ...k, at: k.at + shift })), msSinceIssued: once.msSinceIssued + shift };
      });
    }
  }
}

/** The stage texts a forged applicant of `kind` is given: one text for all three tests when the kind reuses one log. */
export function forgedStageTexts(kind: ForgeryKind, companyTexts: readonly string[], random: Random): string[] {
  if (kind === 'sameLogEveryStage') {
    const text = random.pick(companyTexts);
    return [text, text, text];
  }
  return [1, 2, 3].map((stage) => companyTexts[(stage - 1) % companyTexts.length] ?? '');
}

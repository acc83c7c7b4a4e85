import { backspace, charactersOf, score, type Keystroke } from '../../typing/scoring.ts';
import { typeTest, typistProfile, tuningParameters, type TypedTest } from './honest.ts';
import type { Random } from './random.ts';
import { tuningTexts } from './texts.ts';

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
  // Kinds of docs/decisions/0048-rhythm-against-the-text.md. The timed ones release each key after a
  // person-like hold (log-normal around 80-130 ms), so only their timing can give them away.
  /** Intervals drawn at random from a person-like right-skewed (log-normal) distribution, at 90, 120 or 150 WPM. */
  'randomSkewed',
  /** Each word and its space typed in a flash (keys 2-8 ms apart), with a pause before the next word. */
  'wordFlash',
  /** Another applicant's intervals on another text, shuffled, laid on this text: a person's rhythm that is not this text's. */
  'shuffledRhythm',
  /** A fixed delay (60-250 ms) on a busy machine: each key late by a random amount, 16-35% of the delay on average. */
  'fixedDelayBusyMachine',
  /** A cleverer script: the interval grows with the distance between the two keys on a QWERTY keyboard, Shift adds to it, and noise on top. */
  'keyboardDistance',
  /** A person's rhythm with every key released at the instant it was pressed (as a script's key-down-key-up does). */
  'releaseAtPress',
  /** A person's rhythm with every key held one fixed time (80-120 ms, +/- 1 ms). */
  'constantHold',
  /** A person's rhythm with no releases at all (a script posting the log itself). */
  'noReleases',
  // Kinds of docs/decisions/0056-catch-rate-held-out.md, written and frozen before the judge was
  // changed for them, and never tuned on.
  /**
   * A browser driver's `keyboard.type(text, { delay })` (Playwright, Puppeteer): each key pressed,
   * held `delay` (40-200 ms), released, the next pressed a few ms later; on a busy machine each wait
   * runs late by a random 0-35% of it.
   */
  'driverKeyboardType',
  /**
   * An off-the-shelf "human typer": log-normal intervals around 40-110 WPM, slower after a space and
   * far slower after punctuation, now and then a neighbouring key put right with Backspace, each key
   * held a log-normal time of its own.
   */
  'humanTyper',
  /** Another applicant's accepted log played 1.3 to 1.7 times faster, releases with their presses. */
  'fasterReplay',
  // Kinds of docs/decisions/0071-speed-up-replay-against-the-introduction.md: a person's own genuine
  // recordings of the texts played back faster, the introduction typed by that person by hand (it
  // is not measured, so nothing is gained by replaying it). Written and frozen before the judge was
  // changed for them.
  /** The recordings played 1.3 to 2 times faster, releases with their presses (the whole recording sped up). */
  'speedUpReplay',
  /** The recordings played 1.3 to 2 times faster, each key held as long as recorded (only the time between keys shortened). */
  'speedUpReplayHoldsKept',
  /**
   * Another applicant's accepted log, 1.3 to 2 times faster, each interval and each hold also
   * stretched by a random factor of its own (log-normal, 10-20%) so no two replays match; the
   * introduction typed by the forger, another person.
   */
  'jitteredSpeedUpReplay',
  /**
   * `speedUpReplay` from a forger who never sends the introduction (docs/decisions/0076-no-introduction-flagged.md):
   * the person's own recordings 1.3 to 2 times faster, releases with their presses, from a page
   * that promised releases, with nothing to hold them against.
   */
  'speedUpReplayWithoutIntroduction',
] as const;
export type ForgeryKind = (typeof forgeryKinds)[number];

/**
 * The new kinds the rhythm rules (judge-stage.ts: rhythmUnrelatedToText, wordsInFlashes,
 * unnaturalHolds) were built against, looking at their rates while choosing thresholds; the other
 * new kinds were first judged when the rules were done (docs/decisions/0048-rhythm-against-the-text.md).
 */
export const forgeryKindsTunedOn: readonly ForgeryKind[] = ['randomSkewed', 'wordFlash', 'shuffledRhythm', 'releaseAtPress'];

/**
 * Kinds written and frozen before the judge was changed for them (docs/decisions/0056-catch-rate-held-out.md):
 * `driverKeyboardType` and `fasterReplay` were never tuned on; `humanTyper`, measured at 0% by the
 * judge it was written against, showed that a slowdown at spaces passes the whole-log letter-pair
 * rule, and the within-word rule was built on the real typists after it: seen while building.
 * The speed-up replays of docs/decisions/0071-speed-up-replay-against-the-introduction.md:
 * `speedUpReplay` was then tuned on, `speedUpReplayHoldsKept` looked at beside it,
 * `jitteredSpeedUpReplay` never.
 */
export const forgeryKindsFrozen: readonly ForgeryKind[] = ['driverKeyboardType', 'humanTyper', 'fasterReplay', 'speedUpReplay', 'speedUpReplayHoldsKept', 'jitteredSpeedUpReplay'];

/**
 * The kinds whose tests are a person's own recordings (`ownRecordingsFaster`), their introduction
 * typed by the same person. The speed-up rule against the introduction (judge-stage.ts,
 * `maxRecordingSpeedup`) was set looking at `speedUpReplay` on the odd pids and at
 * `speedUpReplayHoldsKept` beside it; `jitteredSpeedUpReplay` was first judged when it was done
 * (docs/decisions/0071-speed-up-replay-against-the-introduction.md).
 */
export const ownRecordingKinds: readonly ForgeryKind[] = ['speedUpReplay', 'speedUpReplayHoldsKept', 'speedUpReplayWithoutIntroduction'];

/** The kinds whose forger sends no introduction: the section that holds tests against one (measure-introduction.ts) leaves them out. */
export const withoutIntroductionKinds: readonly ForgeryKind[] = ['speedUpReplayWithoutIntroduction'];

/** A person whose accepted tests (their texts and logs) and introduction a forger can replay. */
export interface RecordedPerson {
  texts: readonly string[];
  logs: readonly (readonly Keystroke[])[];
  introduction: readonly Keystroke[];
}

/** A log played `speedup` times faster from its first key; each hold shortened alike, or kept as recorded. */
export function playedFaster(log: readonly Keystroke[], speedup: number, holds: 'scaled' | 'kept'): Keystroke[] {
  const first = log[0]?.at ?? 0;
  const moved = (time: number) => Math.round(first + (time - first) / speedup);
  return log.map(({ up, ...keystroke }) => {
    const at = moved(keystroke.at);
    return { ...keystroke, at, ...(up === undefined ? {} : { up: holds === 'scaled' ? moved(up) : at + (up - keystroke.at) }) };
  });
}

/** A person's own recordings of their texts played faster (ownRecordingKinds), with the introduction they typed. */
export function ownRecordingsFaster(kind: ForgeryKind, person: RecordedPerson, random: Random): { stageTexts: string[]; submissions: Submission[]; introduction: Keystroke[] } {
  const speedup = random.between(1.3, 2);
  const holds = kind === 'speedUpReplayHoldsKept' ? 'kept' : 'scaled';
  const submissions = person.logs.map((log, index) => honestClaim(person.texts[index] ?? '', playedFaster(log, speedup, holds), random));
  return { stageTexts: [...person.texts], submissions, introduction: withoutIntroductionKinds.includes(kind) ? [] : [...person.introduction] };
}

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

/** Each key released after a person-like hold (the last key, as the page sends it, before its release). */
function withHolds(keystrokes: readonly Keystroke[], random: Random): Keystroke[] {
  const typical = random.between(80, 130);
  return keystrokes.map((keystroke, index) => (index === keystrokes.length - 1 ? keystroke : { ...keystroke, up: Math.round(keystroke.at + random.logNormal(typical, 0.25)) }));
}

/** Where a character's key sits on a QWERTY keyboard (row, column), or null for one it does not place. */
function keyPosition(character: string): readonly [number, number] | null {
  const rows = ['1234567890', 'qwertyuiop', 'asdfghjkl;', 'zxcvbnm,./'];
  if (character === ' ') return [4, 4.5];
  const lower = character.toLowerCase();
  for (const [row, keys] of rows.entries()) {
    const column = keys.indexOf(lower);
    if (column >= 0) return [row, column + row * 0.25];
  }
  return null;
}

/** The typing intervals of a person's log on another text, shuffled. */
function shuffledIntervals(keystrokes: readonly Keystroke[], random: Random): number[] {
  const intervals: number[] = [];
  for (let i = 1; i < keystrokes.length; i++) {
    const previous = keystrokes[i - 1];
    const current = keystrokes[i];
    if (previous && current && previous.key !== backspace && current.key !== backspace) intervals.push(current.at - previous.at);
  }
  for (let i = intervals.length - 1; i > 0; i--) {
    const j = random.integer(0, i);
    [intervals[i], intervals[j]] = [intervals[j] ?? 0, intervals[i] ?? 0];
  }
  return intervals;
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
    case 'doubleSpeedReplay':
    case 'fasterReplay': {
      const speedup = kind === 'fasterReplay' ? random.between(1.3, 1.7) : 2;
      const submissions: Submission[] = [];
      for (const text of stageTexts) {
        const source = acceptedLogFor(text, accepted, random);
        if (!source) return null;
        const shift = kind === 'shiftedCopy' ? Math.round(random.between(-(source[0]?.at ?? 0), 50_000)) : 0;
        const first = source[0]?.at ?? 0;
        // Every time moves alike, releases with their presses.
        const moved = (time: number) => (kind === 'doubleSpeedReplay' || kind === 'fasterReplay' ? Math.round(first + (time - first) / speedup) : time + shift);
        const keystrokes = source.map(({ up, ...keystroke }) => ({ ...keystroke, at: moved(keystroke.at), ...(up === undefined ? {} : { up: moved(up) }) }));
        submissions.push(honestClaim(text, keystrokes, random));
      }
      return submissions;
    }
    case 'speedUpReplay':
    case 'speedUpReplayHoldsKept':
    case 'speedUpReplayWithoutIntroduction':
      // A person's own recordings: ownRecordingsFaster, given the person.
      return null;
    case 'jitteredSpeedUpReplay': {
      const speedup = random.between(1.3, 2);
      const sigma = random.between(0.1, 0.2);
      const submissions: Submission[] = [];
      for (const text of stageTexts) {
        const source = acceptedLogFor(text, accepted, random);
        if (!source) return null;
        let at = source[0]?.at ?? 0;
        const keystrokes = source.map(({ up, ...keystroke }, i) => {
          if (i > 0) at += Math.max(0, (keystroke.at - (source[i - 1]?.at ?? 0)) / speedup) * random.logNormal(1, sigma);
          const press = Math.round(at);
          return { ...keystroke, at: press, ...(up === undefined ? {} : { up: press + Math.max(0, Math.round((up - keystroke.at) * random.logNormal(1, sigma))) }) };
        });
        submissions.push(honestClaim(text, keystrokes, random));
      }
      return submissions;
    }
    case 'randomSkewed': {
      // 12000 / WPM ms a character on average; a log-normal's mean is its median times e^(sigma^2 / 2).
      const sigma = random.between(0.3, 0.6);
      const median = 12_000 / random.pick([90, 120, 150]) / Math.exp(sigma ** 2 / 2);
      return stageTexts.map((text) =>
        honestClaim(
          text,
          withHolds(
            timed(text, () => random.logNormal(median, sigma), startAt),
            random,
          ),
          random,
        ),
      );
    }
    case 'wordFlash': {
      const pause = random.between(300, 900);
      return stageTexts.map((text) => {
        const characters = charactersOf(text);
        const gaps = (i: number) => (characters[i - 1] === ' ' ? pause * random.between(0.6, 1.4) : random.integer(2, 8));
        return honestClaim(text, withHolds(timed(text, gaps, startAt), random), random);
      });
    }
    case 'shuffledRhythm': {
      const person = typistProfile(random, tuningParameters);
      return stageTexts.map((text) => {
        // A real applicant's log on another text, when there is one; else a simulated person's.
        const others = [...accepted].filter(([other, logs]) => other !== text && logs.length > 0);
        const source = others.length > 0 ? random.pick(random.pick(others)[1]) : typeTest(random.pick(tuningTexts.filter((other) => other !== text)), person, random).keystrokes;
        const intervals = shuffledIntervals(source, random);
        return honestClaim(
          text,
          withHolds(
            timed(text, (i) => intervals[(i - 1) % intervals.length] ?? 150, startAt),
            random,
          ),
          random,
        );
      });
    }
    case 'fixedDelayBusyMachine': {
      const delay = random.between(60, 250);
      const lateBy = delay * random.between(0.16, 0.35);
      return stageTexts.map((text) => {
        // Each key is due at i * delay and arrives late by an exponential amount (a busy event loop).
        let latest = 0;
        const keystrokes = charactersOf(text).map((key, i) => {
          latest = Math.max(latest, Math.round(startAt + i * delay - lateBy * Math.log(1 - random.next())));
          return { key, at: latest };
        });
        return honestClaim(text, withHolds(keystrokes, random), random);
      });
    }
    case 'keyboardDistance': {
      const base = random.between(60, 140);
      const perKey = random.between(10, 30);
      const sigma = random.between(0.15, 0.4);
      return stageTexts.map((text) => {
        const characters = charactersOf(text);
        const gaps = (i: number) => {
          const [from, to] = [keyPosition(characters[i - 1] ?? ''), keyPosition(characters[i] ?? '')];
          const distance = from && to ? Math.hypot(from[0] - to[0], from[1] - to[1]) : 3;
          const shift = (characters[i] ?? '') !== (characters[i] ?? '').toLowerCase() ? 100 : 0;
          return (base + perKey * distance + shift) * random.logNormal(1, sigma);
        };
        return honestClaim(text, withHolds(timed(text, gaps, startAt), random), random);
      });
    }
    case 'releaseAtPress':
    case 'constantHold':
    case 'noReleases': {
      const profile = typistProfile(random, tuningParameters);
      const hold = random.between(80, 120);
      return stageTexts.map((text) => {
        const typed = typeTest(text, profile, random).keystrokes.map(({ up: _, ...keystroke }) => keystroke);
        const keystrokes =
          kind === 'noReleases'
            ? typed
            : typed.map((keystroke) => ({ ...keystroke, up: kind === 'releaseAtPress' ? keystroke.at : Math.round(keystroke.at + hold + random.between(-1, 1)) }));
        return honestClaim(text, keystrokes, random);
      });
    }
    case 'driverKeyboardType': {
      const delay = random.between(40, 200);
      const busy = random.between(0, 0.35);
      const late = () => delay * busy * -Math.log(1 - random.next());
      return stageTexts.map((text) => {
        let at = startAt;
        const keystrokes = charactersOf(text).map((key, i) => {
          if (i > 0) at += random.between(1, 6) + late();
          const press = Math.round(at);
          at += delay + late();
          return { key, at: press, up: Math.round(at) };
        });
        // The page sends the last key before its release.
        const { up: _, ...last } = keystrokes.at(-1) ?? { key: '', at: 0 };
        return honestClaim(text, [...keystrokes.slice(0, -1), last], random);
      });
    }
    case 'humanTyper': {
      const median = 12_000 / random.between(40, 110);
      const sigma = random.between(0.2, 0.5);
      const typoRate = random.between(0, 0.05);
      const hold = random.between(60, 140);
      return stageTexts.map((text) => {
        const characters = charactersOf(text);
        const keystrokes: Keystroke[] = [];
        let at = startAt;
        const press = (key: string, gap: number) => {
          at += keystrokes.length === 0 ? 0 : gap;
          keystrokes.push({ key, at: Math.round(at), up: Math.round(at + random.logNormal(hold, 0.3)) });
        };
        for (const [i, character] of characters.entries()) {
          const previous = characters[i - 1] ?? '';
          const slower = /[.,;:!?]/.test(previous) ? random.between(2, 4) : previous === ' ' ? random.between(1.2, 2) : 1;
          const gap = () => random.logNormal(median, sigma) * slower;
          if (/\p{L}/u.test(character) && random.chance(typoRate)) {
            press(character === 'a' ? 's' : 'a', gap());
            press(backspace, random.logNormal(median * 2, sigma));
          }
          press(character, gap());
        }
        const { up: _, ...last } = keystrokes.at(-1) ?? { key: '', at: 0 };
        return honestClaim(text, [...keystrokes.slice(0, -1), last], random);
      });
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

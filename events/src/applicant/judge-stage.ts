import { backspace, replayKeystrokes, resultOf, elapsedMs, type Keystroke, type TypingResult } from '../typing/scoring.ts';
import type { StageFlag, StageRefusalReason } from './events.ts';

/**
 * Whether a finished stage's keystroke log can be a person typing the issued text, judged by the
 * server from the log alone (DESIGN "Typing test and scoring"; issue 7, "Results that cannot be
 * forged"). What no person can do is refused; what a person rarely does is accepted and flagged.
 * The thresholds are named here so a reader can weigh them.
 */
export const stageJudgeLimits = {
  /**
   * The server's clock and the browser's tick at slightly different rates, and the text reaches the
   * browser a moment after it was issued: a log may be this much (plus 1%) longer than the time
   * the server saw pass, and no more.
   */
  clockAllowanceMs: 5_000,
  clockAllowanceRate: 0.01,
  /**
   * Sustained speed no person reaches: any run of this many character keys averaging under the
   * interval below. 30 ms a key is 400 WPM; the fastest typists sustain about 200 to 250 WPM.
   */
  sustainedWindow: 20,
  minSustainedIntervalMs: 30,
  /**
   * One input event gives characters the same timestamp. Two keys in one millisecond happen (key
   * rollover); this many characters in a row at one instant is pasting, dictation or a script.
   */
  maxCharactersAtOneInstant: 3,
  /** Metronome-even typing: intervals whose spread (coefficient of variation) is under this. */
  minIntervalVariation: 0.1,
  /** Evenness is judged only with at least this many intervals. */
  minIntervalsForEvenness: 20,
  /** A burst: this many keys in a row typed this many times faster than the applicant's own median pace. */
  burstWindow: 10,
  burstSpeedup: 4,
} as const;

export type StageJudgement =
  | { verdict: 'accepted'; result: TypingResult; durationMs: number; flags: StageFlag[] }
  | { verdict: 'refused'; reason: StageRefusalReason };

export interface FinishedStageClaim {
  /** The text the server issued for the stage. */
  text: string;
  /** What the browser says the result was (SPEC's `wpm`). */
  claimedWpm: number;
  keystrokes: readonly Keystroke[];
  /** Milliseconds the server saw pass between issuing the text and receiving the log. */
  msSinceIssued: number;
}

/** Intervals between consecutive character keys (Backspace and the keys it undid still took time, so all keys count). */
function intervals(keystrokes: readonly Keystroke[]): number[] {
  const result: number[] = [];
  for (let i = 1; i < keystrokes.length; i++) result.push((keystrokes[i]?.at ?? 0) - (keystrokes[i - 1]?.at ?? 0));
  return result;
}

/** The timed part of a log: from the keystroke that started the timer (SPEC 4: Backspace on nothing resets it). */
function timedPart(keystrokes: readonly Keystroke[]): Keystroke[] {
  let start = 0;
  let typedLength = 0;
  keystrokes.forEach((keystroke, index) => {
    if (keystroke.key === backspace) {
      if (typedLength === 0) start = index + 1;
      else typedLength--;
    } else typedLength++;
  });
  return keystrokes.slice(start);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The fastest mean interval over any `window` consecutive intervals (Infinity when the log is shorter). */
function fastestWindowMean(gaps: readonly number[], window: number): number {
  if (gaps.length < window) return Infinity;
  let sum = gaps.slice(0, window).reduce((a, b) => a + b, 0);
  let fastest = sum;
  for (let i = window; i < gaps.length; i++) {
    sum += (gaps[i] ?? 0) - (gaps[i - window] ?? 0);
    fastest = Math.min(fastest, sum);
  }
  return fastest / window;
}

function longestSameInstantRun(keystrokes: readonly Keystroke[]): number {
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (const keystroke of keystrokes) {
    if (keystroke.key === backspace) {
      run = 0;
      previous = undefined;
      continue;
    }
    run = keystroke.at === previous ? run + 1 : 1;
    previous = keystroke.at;
    longest = Math.max(longest, run);
  }
  return longest;
}

function flagsOf(gaps: readonly number[]): StageFlag[] {
  const limits = stageJudgeLimits;
  const flags: StageFlag[] = [];
  if (gaps.length >= limits.minIntervalsForEvenness) {
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    const variance = gaps.reduce((sum, gap) => sum + (gap - mean) ** 2, 0) / gaps.length;
    if (mean > 0 && Math.sqrt(variance) / mean < limits.minIntervalVariation) flags.push('evenIntervals');
  }
  const pace = median(gaps);
  if (pace > 0 && fastestWindowMean(gaps, limits.burstWindow) * limits.burstSpeedup < pace) flags.push('bursts');
  return flags;
}

/** The server's verdict on a finished stage's log, and its own figures when it accepts it. */
export function judgeStage({ text, claimedWpm, keystrokes, msSinceIssued }: FinishedStageClaim): StageJudgement {
  const limits = stageJudgeLimits;
  const state = replayKeystrokes(text, keystrokes);
  // The log must type the whole text, and end there (keys after the end change nothing, so none are expected).
  if (!state.finished || state.textIndex !== text.length) return { verdict: 'refused', reason: 'incomplete' };
  const result = resultOf(text, state);
  if (result.wpm !== claimedWpm) return { verdict: 'refused', reason: 'wpmMismatch' };
  const timed = timedPart(keystrokes);
  const durationMs = elapsedMs(state);
  const firstAt = keystrokes[0]?.at ?? 0;
  const lastAt = keystrokes.at(-1)?.at ?? 0;
  // The whole log, not only its timed part, happened after the text was issued.
  if (lastAt - firstAt > msSinceIssued * (1 + limits.clockAllowanceRate) + limits.clockAllowanceMs) return { verdict: 'refused', reason: 'longerThanIssued' };
  if (longestSameInstantRun(timed) >= limits.maxCharactersAtOneInstant) return { verdict: 'refused', reason: 'severalCharactersAtOnce' };
  const gaps = intervals(timed);
  if (fastestWindowMean(gaps, limits.sustainedWindow) < limits.minSustainedIntervalMs) return { verdict: 'refused', reason: 'inhumanSpeed' };
  // A log too short for any window: its overall pace must still be human.
  if (gaps.length > 0 && gaps.length < limits.sustainedWindow && durationMs / gaps.length < limits.minSustainedIntervalMs) {
    return { verdict: 'refused', reason: 'inhumanSpeed' };
  }
  return { verdict: 'accepted', result, durationMs, flags: flagsOf(gaps) };
}

import { applyKeystroke, backspace, charactersOf, elapsedMs, initialTypingState, type Keystroke, type TypingState } from './scoring.ts';

/**
 * What a company reads off one finished test beyond its WPM and accuracy (the applicant's result
 * page): how long it took, how many characters were typed, which mistakes were put right and which
 * were left, and how the pace went over the test. Rebuilt from the issued text and the keystroke
 * log with scoring.ts's own rules (applyKeystroke), so it never disagrees with the score.
 * Pure TypeScript: no DOM, no Node, no zod.
 */

/** Width of one point of the speed-over-time series. */
export const speedWindowMs = 5_000;

/**
 * A stretch of the final typed text: characters that match the issued text, or characters that do
 * not, with what the text had there. Runs rather than single characters keep the answer small.
 */
export interface TypedRun {
  typed: string;
  /** The issued text's characters at the same positions (equal to `typed` when `correct`). */
  expected: string;
  correct: boolean;
}

/** One point of the speed-over-time series: WPM of the correct characters typed from `fromMs` to `toMs` after the start. */
export interface SpeedPoint {
  fromMs: number;
  toMs: number;
  wpm: number;
}

export interface TestAnalysis {
  /** From the first character typed to the last keystroke (scoring.ts's elapsedMs). */
  durationMs: number;
  /** Keys that produced a character, including those later removed with Backspace. */
  charactersTyped: number;
  /** Wrong characters that were later removed with Backspace. */
  errorsCorrected: number;
  /** Wrong characters still in the final typed text. */
  errorsLeft: number;
  /** The final typed text, wrong characters marked. */
  typedRuns: TypedRun[];
  /** WPM per `speedWindowMs` from the start; a last stretch shorter than half a window joins the one before. */
  speed: SpeedPoint[];
}

/** Adds one typed character to the runs, opening a new run when it is right where the last was wrong, or the other way round. */
function appendRun(runs: TypedRun[], typed: string, expected: string): void {
  const correct = typed === expected;
  const last = runs.at(-1);
  if (last && last.correct === correct) {
    last.typed += typed;
    last.expected += expected;
  } else {
    runs.push({ typed, expected, correct });
  }
}

function speedSeries(correctAt: readonly number[], startedAt: number | null, durationMs: number): SpeedPoint[] {
  if (startedAt === null || durationMs <= 0) return [];
  const windows = Math.max(1, Math.ceil(durationMs / speedWindowMs));
  const bounds: { fromMs: number; toMs: number }[] = [];
  for (let index = 0; index < windows; index++) {
    bounds.push({ fromMs: index * speedWindowMs, toMs: Math.min(durationMs, (index + 1) * speedWindowMs) });
  }
  // A sliver at the end (a last key 0.4 s into a new window) would read as a wild spike or drop.
  const last = bounds.at(-1);
  if (bounds.length > 1 && last && last.toMs - last.fromMs < speedWindowMs / 2) {
    bounds.pop();
    const previous = bounds.at(-1);
    if (previous) previous.toMs = last.toMs;
  }
  const counts = bounds.map(() => 0);
  for (const at of correctAt) {
    const offset = at - startedAt;
    const index = bounds.findIndex((bound, i) => offset < bound.toMs || i === bounds.length - 1);
    if (index >= 0) counts[index] = (counts[index] ?? 0) + 1;
  }
  return bounds.map((bound, index) => ({
    ...bound,
    wpm: Math.round((counts[index] ?? 0) / 5 / ((bound.toMs - bound.fromMs) / 60_000)),
  }));
}

/** The analysis of one finished test: `text` as issued, `log` as the applicant typed it. */
export function analyseTest(text: string, log: readonly Keystroke[]): TestAnalysis {
  const expected = charactersOf(text);
  let state: TypingState = initialTypingState;
  // Whether each character now on the paper was wrong: what a Backspace removes is the last of them.
  const wrongOnPaper: boolean[] = [];
  let errorsCorrected = 0;
  // When each correct character was typed; the ones before a reset of the timer are dropped with it.
  let correctAt: number[] = [];

  for (const keystroke of log) {
    if (state.finished) break;
    const before = state;
    state = applyKeystroke(state, keystroke, text);
    if (keystroke.key === backspace) {
      if (before.typed === '') correctAt = [];
      else if (wrongOnPaper.pop()) errorsCorrected++;
      continue;
    }
    const right = keystroke.key === expected[wrongOnPaper.length];
    wrongOnPaper.push(!right);
    if (right) correctAt.push(keystroke.at);
  }

  const typedRuns: TypedRun[] = [];
  charactersOf(state.typed).forEach((character, position) => {
    appendRun(typedRuns, character, expected[position] ?? '');
  });
  const durationMs = elapsedMs(state);
  return {
    durationMs,
    charactersTyped: state.characterKeystrokes,
    errorsCorrected,
    errorsLeft: wrongOnPaper.filter(Boolean).length,
    typedRuns,
    speed: speedSeries(correctAt, state.startedAt, durationMs),
  };
}

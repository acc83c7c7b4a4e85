import { applyKeystroke, elapsedMs, initialTypingState, type Keystroke } from '@typetest/events/scoring';

/**
 * A test's keystroke log laid out for the replay: when each key came and what was on the paper
 * after it, worked out once with scoring.ts's own rule, so that any moment of the replay is a
 * lookup and the paper shows exactly what the applicant saw.
 *
 * The replay runs over the test's own time, the Duration beside it (elapsedMs: from the first
 * character typed to the last key). Keys before that start (a Backspace on the empty paper, which
 * resets the timer, and whatever it cleared) left the paper empty, so they sit at the replay's 0.
 */
export interface ReplayTimeline {
  /** Milliseconds from the test's start to each keystroke; 0 for keys before it. */
  times: readonly number[];
  /** What was typed after 0, 1, 2... keystrokes (one more entry than `times`). */
  typed: readonly string[];
  /** Length of the replay: the test's Duration, to its last key. */
  durationMs: number;
  /** When the test started on the keystrokes' own clock: the replay's 0. */
  startAt: number;
}

export function replayTimeline(text: string, keystrokes: readonly Keystroke[]): ReplayTimeline {
  const typed: string[] = [''];
  const at: number[] = [];
  let state = initialTypingState;
  for (const keystroke of keystrokes) {
    state = applyKeystroke(state, keystroke, text);
    at.push(keystroke.at);
    typed.push(state.typed);
  }
  const start = state.startedAt ?? at[0] ?? 0;
  return { times: at.map((time) => Math.max(0, time - start)), typed, durationMs: elapsedMs(state), startAt: start };
}

/**
 * How many keystrokes had been pressed before `positionMs` of the replay (a binary search: called
 * every frame). At its end, every one: the last key is the end.
 */
export function keystrokesBefore(timeline: ReplayTimeline, positionMs: number): number {
  const { times } = timeline;
  if (positionMs >= timeline.durationMs) return times.length;
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] ?? 0) < positionMs) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** What was on the paper at `positionMs`. */
export const typedAt = (timeline: ReplayTimeline, positionMs: number): string => timeline.typed[keystrokesBefore(timeline, positionMs)] ?? '';

import { applyKeystroke, initialTypingState, type Keystroke } from '@typetest/events/scoring';

/**
 * A test's keystroke log laid out for the replay: when each key came (from the first, in ms) and
 * what was on the paper after it, worked out once with scoring.ts's own rule, so that any moment
 * of the replay is a lookup and the paper shows exactly what the applicant saw.
 */
export interface ReplayTimeline {
  /** Milliseconds from the first keystroke to each keystroke. */
  times: readonly number[];
  /** What was typed after 0, 1, 2... keystrokes (one more entry than `times`). */
  typed: readonly string[];
  /** Length of the replay: just past the last keystroke, so its end shows every key. */
  durationMs: number;
}

export function replayTimeline(text: string, keystrokes: readonly Keystroke[]): ReplayTimeline {
  const first = keystrokes[0]?.at ?? 0;
  const times: number[] = [];
  const typed: string[] = [''];
  let state = initialTypingState;
  for (const keystroke of keystrokes) {
    state = applyKeystroke(state, keystroke, text);
    times.push(keystroke.at - first);
    typed.push(state.typed);
  }
  return { times, typed, durationMs: keystrokes.length === 0 ? 0 : (times.at(-1) ?? 0) + 1 };
}

/** How many keystrokes had been pressed before `positionMs` of the replay (a binary search: called every frame). */
export function keystrokesBefore(timeline: ReplayTimeline, positionMs: number): number {
  const { times } = timeline;
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

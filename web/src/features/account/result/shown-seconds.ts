/**
 * A test's time as the result page shows it, in whole seconds, rounded to the nearest: the
 * Duration figure and the replay's length both, so the two never disagree (result-view.tsx,
 * keystroke-replay.tsx).
 */
export const shownSeconds = (ms: number): number => Math.round(ms / 1000);

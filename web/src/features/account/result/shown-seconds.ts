/**
 * A test's time as the result page shows it, in whole seconds, rounded to the nearest: the
 * Duration figure and the replay's length both, so the two never disagree (result-view.tsx,
 * keystroke-replay.tsx).
 */
export const shownSeconds = (ms: number): number => Math.round(ms / 1000);

/** A moment of a test's replay as a clock reads it, minutes and seconds ("0:42", "1:05"): where the integrity report points in the replay. */
export const replayClock = (ms: number): string => {
  const seconds = shownSeconds(ms);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * When a keystroke happened, in whole milliseconds on the page's monotonic clock. Monotonic,
 * because a log's times must never run backwards (the server refuses such a log) and the wall
 * clock can jump; whole, because that is all scoring needs and it keeps the log small.
 */
export function keystrokeClock(): number {
  return Math.round(performance.now());
}

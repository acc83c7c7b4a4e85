/**
 * When a keystroke happened, in whole milliseconds on the page's monotonic clock. Monotonic,
 * because a log's times must never run backwards (the server refuses such a log) and the wall
 * clock can jump; whole, because that is all scoring needs and it keeps the log small.
 */
export function keystrokeClock(): number {
  return Math.round(performance.now());
}

/**
 * When a key was pressed: its event's `timeStamp` (the moment the browser received the press, on
 * the same clock as performance.now()), not the moment the handler runs. A page that freezes for
 * 2-3 s runs the queued handlers together; stamped by the handler they would read as keys typed
 * a millisecond apart, a burst no person types (events/src/applicant/judge-stage.ts). Rounded to
 * whole milliseconds and never before `previous`, the last key's time, so the log never runs
 * backwards. A browser that gives no usable timeStamp (0, or later than now) gets the clock's now.
 */
export function keystrokeTime(eventTimeStamp: number, previous: number | undefined): number {
  const now = performance.now();
  const pressed = Number.isFinite(eventTimeStamp) && eventTimeStamp > 0 && eventTimeStamp <= now + 1 ? eventTimeStamp : now;
  return Math.max(Math.round(pressed), previous ?? 0);
}

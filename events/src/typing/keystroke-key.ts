// What counts as one keystroke's key, apart from the scoring (scoring.ts) so that the log's schema
// (keystroke-log.ts) can check by it without the two importing each other.

export const backspace = 'Backspace';

/**
 * A character, as the test counts it: one Unicode code point. An emoji "👍" or a math letter "𝑥"
 * is one character (two UTF-16 units in a JavaScript string), so the applicant types it with one
 * keystroke, sees it as one, and it counts once towards WPM. Never half a surrogate pair.
 */
const oneCodePoint = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])$/;

/**
 * The one rule for a keystroke's key, in the browser and on the server (keystroke-log.ts): Backspace,
 * or exactly one code point (1 or 2 UTF-16 units, never a lone surrogate).
 */
export function isKeystrokeKey(key: string): boolean {
  return key === backspace || oneCodePoint.test(key);
}

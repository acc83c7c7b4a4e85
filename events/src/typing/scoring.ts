import type { Keystroke, TypingResult } from './keystroke-log.ts';
import { backspace } from './keystroke-key.ts';

/**
 * Typing-test scoring (docs/product.md §4 and 9, docs/decisions/0013-server-scores-and-judges-tests.md).
 *
 * The browser records every keystroke of a test as a log; this module turns a log into what the
 * applicant typed and into WPM and accuracy. The web typing screen and the API both use it, so the
 * figures an applicant sees are exactly the figures the server recomputes from the same log.
 * Pure TypeScript: no DOM, no Node, no zod.
 */

/** The rule for a key lives in ./keystroke-key.ts, which the log's schema (./keystroke-log.ts) checks by too. */
export { backspace, isKeystrokeKey } from './keystroke-key.ts';

/** The characters (code points) of a text, each as its own string: `[...text]`, named for the reader. */
export function charactersOf(text: string): string[] {
  return Array.from(text);
}

/** A log's bounds and shape live in ./keystroke-log.ts (zod), so this module stays free of it for the applicant's page. */
export type { Keystroke, KeystrokeLog, TypingResult } from './keystroke-log.ts';
/** Where a test stands after some keystrokes. */
export interface TypingState {
  /** What is on the paper now: typed characters minus those removed with Backspace. */
  typed: string;
  /**
   * Where the next character to type starts in the text, in UTF-16 units: the text's first as many
   * characters as `typed` holds end here. Kept so that a keystroke costs the same anywhere in a
   * long text.
   */
  textIndex: number;
  /** When the first character was typed; null before that and after a reset of the timer. */
  startedAt: number | null;
  /** When the last keystroke that counted was pressed. */
  lastKeystrokeAt: number | null;
  /** Keystrokes that produced a character (Backspace excluded). */
  characterKeystrokes: number;
  /** Of those, the ones that matched the text's character at the position they were typed at. */
  correctKeystrokes: number;
  /** As many characters were typed as the text holds; later keystrokes change nothing. */
  finished: boolean;
}

export const initialTypingState: TypingState = {
  typed: '',
  textIndex: 0,
  startedAt: null,
  lastKeystrokeAt: null,
  characterKeystrokes: 0,
  correctKeystrokes: 0,
  finished: false,
};

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The character (code point) of `text` starting at UTF-16 index `index`; '' at the end. */
function characterAt(text: string, index: number): string {
  const codePoint = text.codePointAt(index);
  return codePoint === undefined ? '' : String.fromCodePoint(codePoint);
}

/** UTF-16 units of the character that ends just before `index` in `text` (2 for a surrogate pair, else 1). */
function widthBefore(text: string, index: number): number {
  return index >= 2 && isLowSurrogate(text.charCodeAt(index - 1)) && isHighSurrogate(text.charCodeAt(index - 2)) ? 2 : 1;
}

/** The state after one more keystroke on `text`. */
export function applyKeystroke(state: TypingState, keystroke: Keystroke, text: string): TypingState {
  if (state.finished) return state;

  if (keystroke.key === backspace) {
    // docs/product.md §4: Backspace with nothing typed resets the timer; the next character starts it again.
    if (state.typed === '') return { ...state, startedAt: null, lastKeystrokeAt: null };
    // It removes the last character typed, whole, and the text's position moves back one character.
    return {
      ...state,
      typed: state.typed.slice(0, -widthBefore(state.typed, state.typed.length)),
      textIndex: state.textIndex - widthBefore(text, state.textIndex),
      lastKeystrokeAt: keystroke.at,
    };
  }

  const expected = characterAt(text, state.textIndex);
  const textIndex = state.textIndex + expected.length;
  return {
    typed: state.typed + keystroke.key,
    textIndex,
    startedAt: state.startedAt ?? keystroke.at,
    lastKeystrokeAt: keystroke.at,
    characterKeystrokes: state.characterKeystrokes + 1,
    correctKeystrokes: state.correctKeystrokes + (keystroke.key === expected ? 1 : 0),
    // As many characters typed as the text holds.
    finished: textIndex >= text.length,
  };
}

/** The state after a whole log, as the server rebuilds it. */
export function replayKeystrokes(text: string, log: readonly Keystroke[]): TypingState {
  return log.reduce((state, keystroke) => applyKeystroke(state, keystroke, text), initialTypingState);
}

/** Characters (code points) of the typed string that equal the text's character at the same position. */
export function correctCharacters(text: string, typed: string): number {
  const expected = charactersOf(text);
  let count = 0;
  charactersOf(typed).forEach((character, position) => {
    if (character === expected[position]) count++;
  });
  return count;
}

/** docs/product.md §9: correct characters (code points, see charactersOf) / 5 / elapsed minutes, rounded; 0 when no time has passed. */
export function wordsPerMinute(correctCharacterCount: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.round(correctCharacterCount / 5 / (elapsedMs / 60_000));
}

/** Correct keystrokes as a whole percentage of character keystrokes; 100 before any. */
export function accuracyPercent(correctKeystrokes: number, characterKeystrokes: number): number {
  if (characterKeystrokes === 0) return 100;
  return Math.round((correctKeystrokes / characterKeystrokes) * 100);
}

/** Time from the first typed character to the last keystroke; 0 before the test starts. */
export function elapsedMs(state: TypingState): number {
  if (state.startedAt === null || state.lastKeystrokeAt === null) return 0;
  return state.lastKeystrokeAt - state.startedAt;
}

/** WPM and accuracy of a state, timed up to its last keystroke. */
export function resultOf(text: string, state: TypingState): TypingResult {
  return {
    wpm: wordsPerMinute(correctCharacters(text, state.typed), elapsedMs(state)),
    accuracy: accuracyPercent(state.correctKeystrokes, state.characterKeystrokes),
  };
}

/** WPM and accuracy of a keystroke log on `text`: the one definition of a test's result. */
export function score(text: string, log: readonly Keystroke[]): TypingResult {
  return resultOf(text, replayKeystrokes(text, log));
}

/** docs/product.md §9: the elapsed-seconds display, clamped to 0 when over 10000 seconds or negative. */
export function displaySeconds(ms: number): number {
  const seconds = Math.floor(ms / 1000);
  return seconds < 0 || seconds > 10_000 ? 0 : seconds;
}

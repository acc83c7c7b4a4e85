import type { Keystroke, TypingResult } from './keystroke-log.ts';

/**
 * Typing-test scoring (SPEC 4 and 9, DESIGN "Typing test and scoring").
 *
 * The browser records every keystroke of a test as a log; this module turns a log into what the
 * applicant typed and into WPM and accuracy. The web typing screen and the API both use it, so the
 * figures an applicant sees are exactly the figures the server recomputes from the same log.
 * Pure TypeScript: no DOM, no Node, no zod.
 */

export const backspace = 'Backspace';

/** A log's bounds and shape live in ./keystroke-log.ts (zod), so this module stays free of it for the applicant's page. */
export type { Keystroke, KeystrokeLog, TypingResult } from './keystroke-log.ts';
/** Where a test stands after some keystrokes. */
export interface TypingState {
  /** What is on the paper now: typed characters minus those removed with Backspace. */
  typed: string;
  /** When the first character was typed; null before that and after a reset of the timer. */
  startedAt: number | null;
  /** When the last keystroke that counted was pressed. */
  lastKeystrokeAt: number | null;
  /** Keystrokes that produced a character (Backspace excluded). */
  characterKeystrokes: number;
  /** Of those, the ones that matched the text at the position they were typed at. */
  correctKeystrokes: number;
  /** The typed length reached the text length; later keystrokes change nothing. */
  finished: boolean;
}

export const initialTypingState: TypingState = {
  typed: '',
  startedAt: null,
  lastKeystrokeAt: null,
  characterKeystrokes: 0,
  correctKeystrokes: 0,
  finished: false,
};

/** The state after one more keystroke on `text`. */
export function applyKeystroke(state: TypingState, keystroke: Keystroke, text: string): TypingState {
  if (state.finished) return state;

  if (keystroke.key === backspace) {
    // SPEC 4: Backspace with nothing typed resets the timer; the next character starts it again.
    if (state.typed === '') return { ...state, startedAt: null, lastKeystrokeAt: null };
    return { ...state, typed: state.typed.slice(0, -1), lastKeystrokeAt: keystroke.at };
  }

  const typed = state.typed + keystroke.key;
  const correct = keystroke.key === text[state.typed.length];
  return {
    typed,
    startedAt: state.startedAt ?? keystroke.at,
    lastKeystrokeAt: keystroke.at,
    characterKeystrokes: state.characterKeystrokes + 1,
    correctKeystrokes: state.correctKeystrokes + (correct ? 1 : 0),
    finished: typed.length >= text.length,
  };
}

/** The state after a whole log, as the server rebuilds it. */
export function replayKeystrokes(text: string, log: readonly Keystroke[]): TypingState {
  return log.reduce((state, keystroke) => applyKeystroke(state, keystroke, text), initialTypingState);
}

/** Characters of the typed string that equal the text at the same position. */
export function correctCharacters(text: string, typed: string): number {
  let count = 0;
  for (let i = 0; i < typed.length; i++) if (typed[i] === text[i]) count++;
  return count;
}

/** SPEC 9: correct characters / 5 / elapsed minutes, rounded; 0 when no time has passed. */
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

/** SPEC 9: the elapsed-seconds display, clamped to 0 when over 10000 seconds or negative. */
export function displaySeconds(ms: number): number {
  const seconds = Math.floor(ms / 1000);
  return seconds < 0 || seconds > 10_000 ? 0 : seconds;
}

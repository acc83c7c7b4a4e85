import { backspace, charactersOf, isKeystrokeKey, type Keystroke } from '@typetest/events/scoring';

/** The parts of an `input` event that decide what it typed. */
export type TypingInput = Pick<InputEvent, 'inputType' | 'data' | 'isComposing'>;

/**
 * What an input event means to the test:
 * - `keys`: what one key press typed (Backspace, or its character as keys of one code point each);
 * - `refused`: text that did not come from one key press (pasted, dropped, dictated, composed by
 *   an input method, replaced by autocorrect, or several characters at once): nothing is typed;
 * - `ignored`: nothing to type (Enter's line break, other deletions, formatting).
 */
export type InputMeaning = { kind: 'keys'; keys: Keystroke['key'][] } | { kind: 'refused' } | { kind: 'ignored' };

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** User-perceived characters: an emoji or a letter with its accent is one, whatever its UTF-16 length. */
function characterCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/**
 * docs/product.md §4 (pasting is blocked): phone keyboards report most keys as "Unidentified" on keydown, so
 * their characters arrive as input events instead. Only what one key press can produce counts:
 * an `insertText` of exactly one character. The same event type also carries a keyboard's
 * clipboard chip, dictation or a script's whole sentence, which must not type anything.
 * A key is one code point, as scoring counts (isKeystrokeKey): an astral character such as an
 * emoji is one key. The rare character of several code points (a letter with a combining accent,
 * a flag, an emoji with a skin tone) is typed as its code points, one key each.
 */
export function meaningOfInput(input: TypingInput): InputMeaning {
  const { inputType, data, isComposing } = input;
  if (inputType === 'deleteContentBackward' && !isComposing) return { kind: 'keys', keys: [backspace] };
  if (inputType === 'insertLineBreak' || inputType === 'insertParagraph') return { kind: 'ignored' };
  if (!inputType.startsWith('insert')) return { kind: 'ignored' };
  if (inputType !== 'insertText' || isComposing) {
    // insertFromPaste, insertFromDrop, insertReplacementText, insertFromYank, insertCompositionText...
    return data === '' ? { kind: 'ignored' } : { kind: 'refused' };
  }
  if (data === null || data === '') return { kind: 'ignored' };
  if (characterCount(data) !== 1) return { kind: 'refused' };
  const keys = charactersOf(data);
  // Half a surrogate pair is no character anybody typed (and the server would refuse the log).
  if (!keys.every(isKeystrokeKey)) return { kind: 'refused' };
  return { kind: 'keys', keys };
}

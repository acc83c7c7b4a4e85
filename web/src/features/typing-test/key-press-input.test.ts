import { backspace } from '@typetest/events/scoring';
import { describe, expect, it } from 'vitest';
import { meaningOfInput, type TypingInput } from './key-press-input.ts';

function input(inputType: string, data: string | null, isComposing = false): TypingInput {
  return { inputType, data, isComposing };
}

describe('given a phone keyboard whose keys arrive as input events', () => {
  it('when one character is typed, then it is typed as that character', () => {
    for (const character of ['a', 'T', ' ', '.', 'é', 'ß']) {
      expect(meaningOfInput(input('insertText', character)), character).toEqual({ kind: 'keys', keys: [character] });
    }
  });

  it('when an astral character (two UTF-16 units: an emoji, a math letter) arrives in one insertText, then it is one keystroke', () => {
    for (const character of ['👍', '😀', '𝑥', '𝒜', '𠀀']) {
      expect(meaningOfInput(input('insertText', character)), character).toEqual({ kind: 'keys', keys: [character] });
    }
  });

  it('when one character made of several code points arrives, then it is typed as its code points, one keystroke each', () => {
    expect(meaningOfInput(input('insertText', 'e\u0301'))).toEqual({ kind: 'keys', keys: ['e', '\u0301'] });
    expect(meaningOfInput(input('insertText', '👍🏽'))).toEqual({ kind: 'keys', keys: ['👍', '🏽'] });
  });

  it('when the input holds half a surrogate pair, then nothing is typed (no key is half a character)', () => {
    for (const data of ['\uD83D', '\uDC4D']) expect(meaningOfInput(input('insertText', data)), JSON.stringify(data)).toEqual({ kind: 'refused' });
  });

  it('when its Backspace deletes, then it counts as Backspace', () => {
    expect(meaningOfInput(input('deleteContentBackward', null))).toEqual({ kind: 'keys', keys: [backspace] });
  });

  it('when several characters arrive in one event (clipboard chip, dictation, a script), then nothing is typed', () => {
    for (const data of ['ab', 'rest of the text.', '😀😀', 'a😀', '👍𝑥', '𝑥𝑥']) {
      expect(meaningOfInput(input('insertText', data)), data).toEqual({ kind: 'refused' });
    }
  });

  it('when text is pasted, dropped, replaced, yanked or composed by an input method, then nothing is typed, even one character', () => {
    for (const inputType of [
      'insertFromPaste',
      'insertFromDrop',
      'insertReplacementText',
      'insertFromYank',
      'insertCompositionText',
      'insertFromPasteAsQuotation',
      'insertTranspose',
    ]) {
      expect(meaningOfInput(input(inputType, 'a')), inputType).toEqual({ kind: 'refused' });
      expect(meaningOfInput(input(inputType, null)), inputType).toEqual({ kind: 'refused' });
    }
    expect(meaningOfInput(input('insertText', 'か', true))).toEqual({ kind: 'refused' });
  });

  it('when the input types nothing (Enter, other deletions, undo, formatting), then it is ignored', () => {
    for (const inputType of ['insertLineBreak', 'insertParagraph', 'deleteWordBackward', 'deleteContentForward', 'historyUndo', 'formatBold']) {
      expect(meaningOfInput(input(inputType, null)), inputType).toEqual({ kind: 'ignored' });
    }
    expect(meaningOfInput(input('insertText', ''))).toEqual({ kind: 'ignored' });
    expect(meaningOfInput(input('insertText', null))).toEqual({ kind: 'ignored' });
  });
});

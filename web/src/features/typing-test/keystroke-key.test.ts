import { describe, expect, it } from 'vitest';
import { keystrokeKeyOf, type KeyPress } from './keystroke-key.ts';

function press(key: string, modifiers: Partial<Pick<KeyPress, 'ctrlKey' | 'metaKey' | 'isComposing'>> & { altGraph?: boolean } = {}): KeyPress {
  return {
    key,
    ctrlKey: modifiers.ctrlKey ?? false,
    metaKey: modifiers.metaKey ?? false,
    isComposing: modifiers.isComposing ?? false,
    getModifierState: () => modifiers.altGraph ?? false,
  };
}

describe('given an applicant typing into the test', () => {
  it('when a letter, a digit, a space or punctuation is pressed, then it is typed as that character', () => {
    for (const key of ['a', 'T', '7', ' ', '.', 'é']) expect(keystrokeKeyOf(press(key))).toBe(key);
  });

  it('when a key types a character of two UTF-16 units (an emoji or 𝑥 on some layouts), then it is typed as that one character', () => {
    for (const key of ['👍', '𝑥']) expect(keystrokeKeyOf(press(key)), key).toBe(key);
  });

  it('when Backspace is pressed, then it counts as Backspace', () => {
    expect(keystrokeKeyOf(press('Backspace'))).toBe('Backspace');
  });

  it('when a key that types nothing is pressed, then the test ignores it', () => {
    const ignored = [
      'F1',
      'F2',
      'F12',
      'PrintScreen',
      'Shift',
      'Control',
      'Alt',
      'Meta',
      'CapsLock',
      'ArrowLeft',
      'ArrowUp',
      'Enter',
      'Tab',
      'Escape',
      'Dead',
      'Unidentified',
      '\uD83D',
    ];
    for (const key of ignored) expect(keystrokeKeyOf(press(key)), key).toBeNull();
  });

  it('when a shortcut such as Ctrl+V or Cmd+C is pressed, then no letter is typed', () => {
    expect(keystrokeKeyOf(press('v', { ctrlKey: true }))).toBeNull();
    expect(keystrokeKeyOf(press('c', { metaKey: true }))).toBeNull();
  });

  it('when AltGr (reported with Ctrl) types a character such as @, then that character is typed', () => {
    expect(keystrokeKeyOf(press('@', { ctrlKey: true, altGraph: true }))).toBe('@');
  });

  it('when an input method is still composing, then the key is not typed yet', () => {
    expect(keystrokeKeyOf(press('a', { isComposing: true }))).toBeNull();
  });
});

import { backspace, isKeystrokeKey, type Keystroke } from '@typetest/events/scoring';

/** The parts of a keydown event that decide whether it is a keystroke of the test. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'isComposing'> & {
  getModifierState(key: 'AltGraph'): boolean;
};

/**
 * docs/product.md §4: what a key press means to the test. A character, Backspace, or null for keys the test
 * ignores: function keys, PrintScreen, Shift, Control, Alt, Meta, CapsLock, arrows, Enter, Tab
 * (so the keyboard can still leave the test), dead keys, and shortcuts such as Ctrl+V, whose
 * clipboard half is blocked separately. A character is one code point (isKeystrokeKey: a layout
 * that types an emoji or 𝑥 gives one key of two UTF-16 units). Every ignored key has a `key` name
 * of several characters, except shortcuts, which are told apart by Ctrl or Meta without AltGr
 * (AltGr reports Ctrl on Windows, and types characters such as @ on many layouts).
 */
export function keystrokeKeyOf(press: KeyPress): Keystroke['key'] | null {
  if (press.isComposing) return null;
  if (press.key === backspace) return backspace;
  if (!isKeystrokeKey(press.key)) return null;
  if ((press.ctrlKey || press.metaKey) && !press.getModifierState('AltGraph')) return null;
  return press.key;
}

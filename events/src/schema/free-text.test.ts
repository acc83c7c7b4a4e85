import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awkwardCharacters, blankText, controlOrBidi, typedText, typedTextWithoutRefusals, visibleText } from '../testing/typed-text.ts';
import { freeText, freeTextMessages } from './free-text.ts';

describe.each([
  { kind: 'single-line', multiline: false },
  { kind: 'multiline', multiline: true },
])('a $kind free-text field', ({ multiline }) => {
  const field = freeText({ max: 1000, multiline });

  it('given any text without NUL or lone surrogates, then it is accepted, with no control or bidi character left, trimmed, and every visible character kept in order', () => {
    fc.assert(
      fc.property(typedTextWithoutRefusals(), (text) => {
        const cleaned = field.parse(text);
        expect(cleaned).not.toMatch(controlOrBidi);
        expect(cleaned).not.toMatch(multiline ? /\r/ : /[\r\n\t]/);
        expect(cleaned).not.toMatch(/^[\s\u200B-\u200D\u2060\uFEFF]|[\s\u200B-\u200D\u2060\uFEFF]$/);
        expect(visibleText(cleaned)).toBe(visibleText(text));
        expect(field.parse(cleaned)).toBe(cleaned);
      }),
      { numRuns: 500 },
    );
  });

  it('given text holding a NUL, then it is refused saying so', () => {
    fc.assert(
      fc.property(typedText(), typedText(), (before, after) => {
        const result = field.safeParse(`${before}\0${after}`);
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toContain(freeTextMessages.nul);
      }),
    );
  });

  it('given text holding a lone surrogate, then it is refused saying the text is not valid Unicode', () => {
    fc.assert(
      fc.property(typedTextWithoutRefusals(), fc.constantFrom(...awkwardCharacters.loneSurrogates), typedTextWithoutRefusals(), (before, surrogate, after) => {
        // A high surrogate just before a low one would make a pair: keep them apart with letters.
        const result = field.safeParse(`${before}x${surrogate}x${after}`);
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toContain(freeTextMessages.loneSurrogate);
      }),
    );
  });

  it('given only white space, zero-width and invisible characters, then the field is empty', () => {
    fc.assert(
      fc.property(blankText, (text) => {
        expect(field.parse(text)).toBe('');
      }),
    );
  });

  it('given more than the limit after cleaning, then it is refused; the characters cleaned away do not count', () => {
    const short = freeText({ max: 5, multiline });
    expect(short.safeParse('123456').success).toBe(false);
    expect(short.parse('  \u202E12345\u202C\r\n')).toBe('12345');
  });
});

describe('line breaks', () => {
  it('given Windows or old Mac line ends in a multiline field, then each becomes one \\n, and tabs stay', () => {
    expect(freeText({ max: 100, multiline: true }).parse('one\r\ntwo\rthree\u2028four\tfive')).toBe('one\ntwo\nthree\nfour\tfive');
  });

  it('given line breaks or tabs in a single-line field, then each becomes a space so words stay apart', () => {
    expect(freeText({ max: 100 }).parse('070\r\n123\t45')).toBe('070 123 45');
  });

  it('given an emoji made with zero-width joiners, then it is kept whole', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(freeText({ max: 100 }).parse(` ${family} `)).toBe(family);
  });
});

// Fuzzing support: its own export (@typetest/events/testing/typed-text), so the rest of the test
// support does not load fast-check.
import fc from 'fast-check';

/**
 * Generated text for fuzzing free-text fields: ordinary characters mixed generously with the
 * ones the free-text rules are about (NUL, lone surrogates, controls, bidi marks, zero-width).
 */
export const awkwardCharacters = {
  nul: '\0',
  loneSurrogates: ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'],
  controls: ['\x01', '\x07', '\b', '\v', '\f', '\r', '\x1B', '\x1F', '\x7F', '\x80', '\x85', '\x9F'],
  bidi: ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'],
  zeroWidth: ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'],
  whiteSpace: [' ', '\t', '\n', '\r\n', '\u00A0', '\u2028', '\u2029', '\u3000'],
} as const;

const { nul, loneSurrogates, controls, bidi, zeroWidth, whiteSpace } = awkwardCharacters;

const character = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom(...whiteSpace, ...zeroWidth) },
  { weight: 2, arbitrary: fc.constantFrom(...controls, ...bidi) },
  { weight: 1, arbitrary: fc.constantFrom(nul, ...loneSurrogates, '\u{1F600}') },
);

export const hasNul = (text: string) => text.includes(nul);
export const hasLoneSurrogate = (text: string) => !/^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/.test(text);

/** Anything a person, a broken client or an attacker might send. */
export const typedText = (maxLength = 40) => fc.array(character, { maxLength }).map((parts) => parts.join(''));
/** The same, less what free-text fields refuse outright. */
export const typedTextWithoutRefusals = (maxLength = 40) => typedText(maxLength).filter((text) => !hasNul(text) && !hasLoneSurrogate(text));
/** Nothing a reader would see: white space, zero-width, bidi marks and controls only. */
export const blankText = fc.array(fc.constantFrom(...whiteSpace, ...zeroWidth, ...bidi, '\x01'), { maxLength: 12 }).map((parts) => parts.join(''));

/** A control character (other than tab and newline) or a bidi mark: what stored text must never hold. */
export const controlOrBidi = /[\0-\x08\x0B-\x1F\x7F-\x9F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** What a reader sees: the text without any of the characters the rules touch. */
export const visibleText = (text: string) => text.replace(/[\s\0-\x1F\x7F-\x9F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g, '');

/** What free-text fields refuse outright (400 naming the field): a NUL or an unpaired surrogate. */
export const isRefusedText = (text: string) => hasNul(text) || hasLoneSurrogate(text);

/** Text with a NUL or an unpaired surrogate somewhere in it (letters on both sides keep a surrogate unpaired). */
export const refusedText = fc.tuple(typedText(12), fc.constantFrom(nul, ...loneSurrogates), typedText(12)).map(([before, bad, after]) => `${before}x${bad}x${after}`);

/** Only white space, zero-width characters, bidi marks and controls: nothing a reader would see. */
export const invisibleOnly = fc.oneof(blankText, fc.constantFrom('', ' ', '\u200B', '\u202E', '\u2066\u2069', '\u00A0\u3000', '\r\n\t', '\x01\x85\x9F', '\uFEFF\u200D'));

/**
 * What one free-text field is fuzzed with: anything typed, refused text, nothing visible, and
 * visible `words` wrapped in and interleaved with controls, bidi marks, zero-width and white space.
 */
export function fuzzedFreeText(words: RegExp): fc.Arbitrary<string> {
  const awkwardWords = fc.tuple(typedTextWithoutRefusals(10), fc.stringMatching(words), typedTextWithoutRefusals(10)).map((parts) => parts.join(''));
  return fc.oneof({ weight: 3, arbitrary: typedText(30) }, { weight: 2, arbitrary: refusedText }, { weight: 2, arbitrary: invisibleOnly }, { weight: 3, arbitrary: awkwardWords });
}

/** Every string inside a stored row or JSON document. */
export function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsIn);
  return [];
}

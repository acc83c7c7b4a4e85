/**
 * A company's text as its applicants type it. Companies paste their texts from word processors,
 * which write what no key press gives (the typing screen takes one character per key press, and
 * Enter and Tab leave the typing area): line breaks, curly quotes, long dashes, an ellipsis as one
 * character, non-breaking spaces, soft hyphens, and letters stored as a base letter plus a
 * combining accent. Each of those would be a character nobody could type right. So the text a
 * test issues is the company's text with each turned into what a keyboard types: one paragraph,
 * straight quotes, "-", "...", plain spaces, precomposed letters (NFC). The company's own text is
 * kept as written, and the account's text views say how it will be typed.
 * Pure TypeScript, used by the API as it issues a test and by the account screens.
 */

const keyboardEquivalents: ReadonlyArray<readonly [RegExp, string]> = [
  // Single quotes, apostrophes and primes: ‘ ’ ‚ ‛ ′ ‹ ›
  [/[\u2018\u2019\u201A\u201B\u2032\u2039\u203A]/g, "'"],
  // Double quotes and double primes: “ ” „ ‟ ″ « »
  [/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"'],
  // Hyphen, non-breaking hyphen, figure dash, en and em dash, horizontal bar, minus sign
  [/[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g, '-'],
  [/\u2026/g, '...'],
  // Soft hyphens, zero-width spaces, word joiners and byte-order marks: invisible, so never typed
  [/[\u00AD\u200B\u2060\uFEFF]/g, ''],
];

/** Runs of white space, line breaks and tabs included (JavaScript's \s covers the Unicode spaces). */
const whiteSpace = /\s+/g;

/** `text` as applicants type it (see above). */
export function typeableText(text: string): string {
  const keyboardText = keyboardEquivalents.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text.normalize('NFC'));
  return keyboardText.replace(whiteSpace, ' ').trim();
}

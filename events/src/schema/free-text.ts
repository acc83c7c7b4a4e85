import { z } from 'zod';
import { catalogueKey } from '../i18n/issue-words.ts';

/**
 * Text people type into the product's forms, made safe to store, show and mail.
 *
 * - Refused (400, naming the field): NUL and unpaired UTF-16 surrogates. Postgres cannot store
 *   either, and neither is text anybody typed, so no guess is made at what was meant.
 * - Removed: control characters (C0, DEL, C1) and the invisible bidirectional marks, embeddings,
 *   overrides and isolates that can make text display in another order than it is stored.
 * - Line breaks: `\r\n`, `\r`, U+2028 and U+2029 become `\n` in a multiline field; in a
 *   single-line field they and tabs become a space, so the words on either side stay apart.
 * - Trimmed of white space and zero-width characters at both ends, so a field holding only those
 *   is empty (''). Zero-width characters inside the text stay: emoji and some scripts need them.
 *
 * `max` counts what is left after cleaning.
 */
export interface FreeTextOptions {
  /** Most characters (UTF-16 code units, as zod counts them) after cleaning. */
  max: number;
  /** Keeps line breaks and tabs (details, messages); otherwise one line (names, numbers). */
  multiline?: boolean;
  /** Says "at most {count} characters" in the reader's words when too long (input.tooLong), rather than zod's English. */
  sayTooLong?: boolean;
}

/** The refusals' catalogue keys (issue-words.ts: the boundary puts them in its reader's words). */
export const freeTextMessages = {
  nul: catalogueKey('input.nul'),
  loneSurrogate: catalogueKey('input.loneSurrogate'),
} as const;

const noNul = /^[^\0]*$/;
// Every high surrogate followed by a low one, and no low one on its own.
const noLoneSurrogate = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

const lineBreaks = /\r\n?|[\n\u2028\u2029]/g;
const singleLineBreaks = /\r\n?|[\n\t\u2028\u2029]/g;
/** C0 controls but tab and newline, DEL, C1 controls. */
const controlsButTabAndNewline = /[\0-\x08\x0B-\x1F\x7F-\x9F]/g;
/** Arabic letter mark, LRM, RLM, LRE/RLE/PDF/LRO/RLO, LRI/RLI/FSI/PDI. */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** White space (JavaScript's \s, which includes U+FEFF) and the zero-width characters. */
const blankAtEdges = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

/** The cleaning freeText applies, for callers that clean text they did not parse. */
export function cleanFreeText(value: string, { multiline = false }: Pick<FreeTextOptions, 'multiline'> = {}): string {
  const oneKindOfBreak = multiline ? value.replace(lineBreaks, '\n') : value.replace(singleLineBreaks, ' ');
  return oneKindOfBreak.replace(controlsButTabAndNewline, '').replace(bidiControls, '').replace(blankAtEdges, '');
}

/**
 * Text kept exactly as it was sent, with only the first rule above: NUL and unpaired surrogates
 * are refused. For what must not be cleaned: a password (stripping characters would weaken it,
 * and an unpaired surrogate would be hashed as U+FFFD, so different passwords would match).
 */
export function verbatimText() {
  return z.string().regex(noNul, freeTextMessages.nul).regex(noLoneSurrogate, freeTextMessages.loneSurrogate);
}

/** A zod string schema for a free-text field (see above); `''` when nothing visible was sent. */
export function freeText({ max, multiline = false, sayTooLong = false }: FreeTextOptions) {
  return verbatimText()
    .overwrite((value) => cleanFreeText(value, { multiline }))
    .max(max, sayTooLong ? catalogueKey('input.tooLong') : undefined);
}

/** A free-text field that must say something: one of only white space and invisible characters is refused as empty. */
export function requiredFreeText(options: FreeTextOptions) {
  return freeText(options).pipe(z.string().min(1, catalogueKey('input.empty')));
}

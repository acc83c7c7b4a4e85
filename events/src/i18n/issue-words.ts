import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { en } from './en.ts';

/**
 * The shared schemas' messages are catalogue keys, never words: a schema is made once, at import,
 * but its refusal is read by a caller of the API or a person at a form, each in their own language.
 * The boundary that shows a refusal puts it in words with its reader's `t` (issueWords): the
 * API's validation hook with the request's, the web's schemaResolver with the page's.
 */

/** A plural key's base (`input.tooManyTexts` for `_one` and `_other`): what a caller asks for, with `count`. */
type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** Every key of the catalogue that holds a text, dotted: `input.emailInvalid`; a plural text by its base key. */
type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type CatalogueKey = TextKeys<typeof en>;

/** A schema's message: the key of its words in the catalogue (`.email(catalogueKey('input.emailInvalid'))`), checked to exist. */
export const catalogueKey = <Key extends CatalogueKey>(key: Key): Key => key;

/** A dotted name and nothing else: zod's own messages ("Invalid input: expected string") always hold a space. */
const keyShape = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+$/;

/**
 * What a text's placeholders are filled with: the limit the input broke (`{minimum}`,
 * `{maximum}`, and as `count` for a plural text, "at most 1 text"), the values it may take
 * (`{options}`), and a custom rule's own `params`.
 */
function valuesOf(issue: z.core.$ZodIssue): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  if ('minimum' in issue) values.minimum = values.count = Number(issue.minimum);
  if ('maximum' in issue) values.maximum = values.count = Number(issue.maximum);
  if (issue.code === 'invalid_value') values.options = issue.values.map(String).join(', ');
  if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return values;
}

/**
 * An issue's message in the reader's words: a catalogue key is looked up with `t`; any other
 * message (zod's own, in zod's English) is kept as it is.
 */
export function issueWords(issue: z.core.$ZodIssue, t: TFunction): string {
  if (!keyShape.test(issue.message)) return issue.message;
  // The key is a run-time string whose placeholders vary by key; i18next's types cannot check that call.
  const translate = t as unknown as (key: string, values: Record<string, string | number>) => string;
  return translate(issue.message, valuesOf(issue));
}

/**
 * `t` for a key chosen at run time among keys with different placeholders (a refusal's title and
 * message), which i18next's types cannot check; the catalogue test checks those keys exist.
 */
export const byRuntimeKey = (t: TFunction) => t as unknown as (key: string, values?: Record<string, string | number>) => string;

import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueWords } from '@typetest/events/i18n/issue-words';
import { pageTranslator } from '../i18n/page-translator.ts';

/** One field the schema refused: where (`texts.1`, `rows.0.email`), zod's issue code, and the schema's own words in the page's language. */
export interface RefusedField {
  path: string;
  type: string;
  message: string;
}

export interface SchemaResolverOptions<Fields extends FieldValues> {
  /**
   * What the schema checks, made from the form's fields: the body of the call the form makes,
   * as the API will parse it. The fields as they are when not given. A field whose name is the
   * body's own key gets the error (and the focus); see README.md beside this file.
   */
  bodyOf?: (fields: Fields) => unknown;
  /**
   * The words a refused field shows, from the catalogue. The schema's own messages are the
   * API's ("must not be empty"), written for a developer reading a 400; a person gets the
   * screen's words, which may also depend on what was typed (empty, or badly written).
   */
  words: (refused: RefusedField, fields: Fields) => string;
}

/**
 * react-hook-form's resolver over a schema shared with the API (`@typetest/events/...`):
 * `useForm({ resolver: schemaResolver(accountSettingsSchema, { bodyOf, words }), defaultValues })`.
 * The form refuses exactly what the API would, before anything is sent. It checks and does not
 * rewrite: a valid form hands its fields on as typed, and the API cleans them (trims, drops
 * invisible characters) as it does for every caller.
 */
export function schemaResolver<Fields extends FieldValues>(schema: z.ZodType, { bodyOf, words }: SchemaResolverOptions<Fields>): Resolver<Fields> {
  return async (fields, _context, options) => {
    const checked = await schema.safeParseAsync(bodyOf ? bodyOf(fields) : fields);
    if (checked.success) return { values: fields, errors: {} };
    // The page's words when the form is checked, not when it was made: the schema's messages are catalogue keys.
    const errors = toNestErrors(fieldErrorsOf(checked.error.issues, pageTranslator()), options);
    return { values: {}, errors: reworded(errors, '', (refused) => words(refused, fields)) as FieldErrors<Fields> };
  };
}

/**
 * The first issue of each field, by its dotted path, as `@hookform/resolvers/zod` picks them (of a
 * union, the member that came closest), with its message in the words of `t`.
 */
function fieldErrorsOf(issues: readonly z.core.$ZodIssue[], t: TFunction): Record<string, FieldError> {
  const errors: Record<string, FieldError> = Object.create(null);
  const pending = [...issues];
  for (let issue = pending.shift(); issue !== undefined; issue = pending.shift()) {
    const path = issue.path.join('.');
    let shown = issue;
    if (issue.code === 'invalid_union') {
      const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best), issue.errors[0] ?? []);
      shown = closest[0] ?? issue;
      const base = issue.path;
      for (const branch of issue.errors) pending.push(...branch.map((inner) => ({ ...inner, path: [...base, ...inner.path] })));
    }
    errors[path] ??= { type: shown.code, message: issueWords(shown, t) };
  }
  return errors;
}

/** One field's error (type, message and the field's element as `ref`), rather than the errors of a group of fields. */
function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { type, message } = value as { type?: unknown; message?: unknown };
  return typeof type === 'string' || typeof message === 'string';
}

/** The same nested errors (zodResolver nests them by path, as react-hook-form reads them), each with the screen's words. */
function reworded(errors: object, prefix: string, words: (refused: RefusedField) => string): object {
  const entries = Object.entries(errors).map(([key, error]: [string, unknown]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isFieldError(error)) return [key, { ...error, message: words({ path, type: String(error.type), message: error.message ?? '' }) }];
    return [key, typeof error === 'object' && error !== null ? reworded(error, path, words) : error];
  });
  // Arrays stay arrays: react-hook-form reads `errors.texts[1]`.
  return Array.isArray(errors) ? Object.assign([], Object.fromEntries(entries)) : Object.fromEntries(entries);
}

/** The words of the first refused field, for a form that says them in one place (a notice) rather than beside a field. */
export function firstRefusal(errors: object): string | undefined {
  for (const error of Object.values(errors) as unknown[]) {
    if (isFieldError(error)) {
      // A leaf: its `ref` is the field's element, not more errors.
      if (typeof error.message === 'string' && error.message !== '') return error.message;
    } else if (typeof error === 'object' && error !== null) {
      const inside = firstRefusal(error);
      if (inside !== undefined) return inside;
    }
  }
  return undefined;
}

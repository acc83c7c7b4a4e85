import { textsSchema } from '@typetest/events/company';
import { requiredFreeText } from '@typetest/events/schema';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstRefusal, schemaResolver } from './schema-resolver.ts';

/** What react-hook-form hands a resolver besides the values; no fields are mounted here. */
const optionsFor = <Fields extends FieldValues>(): ResolverOptions<Fields> => ({ fields: {}, shouldUseNativeValidation: false });

const supportSchema = z.object({ title: requiredFreeText({ max: 20 }), details: requiredFreeText({ max: 100, multiline: true }) });

describe('given a form checked with a schema the API shares', () => {
  type SupportFields = { title: string; details: string };
  const options = optionsFor<SupportFields>();
  const resolve = schemaResolver<SupportFields>(supportSchema, {
    words: ({ type, message }) => (type === 'too_small' ? 'This field must not be empty.' : `Check this: ${message}`),
  });

  it('when a field is blank (spaces or invisible characters alone), then it is refused in the screen’s words, not the API’s', async () => {
    const { errors, values } = await resolve({ title: ' \u200B ', details: 'Why?' }, undefined, options);
    expect(errors.title?.message).toBe('This field must not be empty.');
    expect(errors.details).toBeUndefined();
    expect(values).toEqual({});
  });

  it('when a field breaks another of the schema’s rules, then the words say so from what the schema found', async () => {
    const { errors } = await resolve({ title: 'x'.repeat(21), details: 'Why?' }, undefined, options);
    expect(errors.title?.message).toMatch(/^Check this: /);
  });

  it('when every field passes, then the form goes on with what was typed, untrimmed (the API cleans it as for any caller)', async () => {
    const { errors, values } = await resolve({ title: '  Invoice  ', details: 'Why?\n' }, undefined, options);
    expect(errors).toEqual({});
    expect(values).toEqual({ title: '  Invoice  ', details: 'Why?\n' });
  });
});

describe('given a form whose fields are not the call’s body (Manage your texts: boxes of { text })', () => {
  type TextsFields = { isDefaultCB: boolean; texts: { text: string }[] };
  const options = optionsFor<TextsFields>();
  const resolve = schemaResolver<TextsFields>(textsSchema, {
    bodyOf: ({ isDefaultCB, texts }) => ({ isDefaultCB, texts: texts.map(({ text }) => text) }),
    words: ({ path }) => `wrong at ${path}`,
  });

  it('when one text of three is empty, then the schema refuses that one, where it is in the list, and nothing else', async () => {
    const { errors } = await resolve({ isDefaultCB: false, texts: [{ text: 'One.' }, { text: '  ' }, { text: 'Three.' }] }, undefined, options);
    expect(firstRefusal(errors)).toBe('wrong at texts.1');
    expect(Array.isArray(errors.texts)).toBe(true);
  });

  it('when the default texts are chosen, then empty boxes of its own are no reason to refuse', async () => {
    const { errors } = await resolve({ isDefaultCB: true, texts: [{ text: '' }] }, undefined, options);
    expect(errors).toEqual({});
  });
});

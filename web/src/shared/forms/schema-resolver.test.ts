import { passwordSchema, textsSchema } from '@typetest/events/company';
import { requiredFreeText } from '@typetest/events/schema';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../i18n/testing/english-words.ts';
import { createTranslator } from '@typetest/events/i18n';
import { setPageTranslator } from '../i18n/page-translator.ts';
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

describe('given a schema whose messages are catalogue keys (the API’s, in the page’s language)', () => {
  type PasswordFields = { password: string };
  const options = optionsFor<PasswordFields>();
  const resolve = schemaResolver<PasswordFields>(z.object({ password: passwordSchema }), { words: ({ message }) => message });

  it('when a rule is broken, then the words are the page’s, with the rule’s own limit filled in', async () => {
    const { errors } = await resolve({ password: 'abc' }, undefined, options);
    expect(errors.password?.message).toBe('must be at least 6 characters long');
  });

  it('when the page’s words change after the form was made, then the refusal is said in the new ones: words are chosen when the form is checked', async () => {
    const english = createTranslator('en');
    const englishText = english as unknown as (key: string, values?: Record<string, unknown>) => string;
    const shouting = ((key: string, values?: Record<string, unknown>) => englishText(key, values).toUpperCase()) as unknown as typeof english;
    setPageTranslator(shouting);
    try {
      const { errors } = await resolve({ password: 'abc' }, undefined, options);
      expect(errors.password?.message).toBe('MUST BE AT LEAST 6 CHARACTERS LONG');
    } finally {
      setPageTranslator(english);
    }
  });
});

describe('given a form of several texts', () => {
  type TextsFields = { isDefaultCB: boolean; texts: string[] };
  const options = optionsFor<TextsFields>();
  const resolve = schemaResolver<TextsFields>(textsSchema, { words: ({ message }) => message });

  it('when a text is empty, then its refusal numbers it as the screen does, from the rule’s own values', async () => {
    const { errors } = await resolve({ isDefaultCB: false, texts: ['One.', ' '] }, undefined, options);
    expect(firstRefusal(errors)).toBe('texts.1: Text 2 is empty.');
  });
});

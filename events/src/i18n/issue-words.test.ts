import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTranslator } from './index.ts';
import { catalogueKey, issueWords } from './issue-words.ts';

const english = createTranslator('en');

/** The first issue a schema finds with `input`. */
function issueOf(schema: z.ZodType, input: unknown) {
  const issue = schema.safeParse(input).error?.issues[0];
  if (!issue) throw new Error('the input was accepted');
  return issue;
}

describe('a shared schema’s refusal, put in its reader’s words', () => {
  it('given a message that is a catalogue key, then it is said with the translator given, the broken limit filled in', () => {
    const issue = issueOf(z.string().min(6, catalogueKey('input.passwordTooShort')), 'abc');
    expect(issue.message).toBe('input.passwordTooShort');
    expect(issueWords(issue, english)).toBe('must be at least 6 characters long');
  });

  it('given a limit of one, then the text says it in the singular ("1 text", not "1 texts")', () => {
    const tooMany = (limit: number) => issueWords(issueOf(z.array(z.string()).max(limit, catalogueKey('input.tooManyTexts')), ['a', 'b', 'c']), english);
    expect(tooMany(1)).toBe('may hold at most 1 text');
    expect(tooMany(2)).toBe('may hold at most 2 texts');
    expect(issueWords(issueOf(z.string().min(1, catalogueKey('input.passwordTooShort')), ''), createTranslator('sv'))).toBe('måste vara minst 1 tecken långt');
  });

  it('given the same issue and another translator, then it says that one’s words: nothing was fixed when the schema was made', () => {
    const issue = issueOf(z.string().max(2, catalogueKey('input.passwordTooLong')), 'abc');
    const marked = ((key: string, values?: Record<string, unknown>) => `[${english(key as never, values as never)}]`) as unknown as typeof english;
    expect(issueWords(issue, marked)).toBe('[must be at most 2 characters long]');
  });

  it('given a custom rule with values of its own, then they fill the text', () => {
    const schema = z.array(z.string()).superRefine((texts, ctx) => {
      texts.forEach((text, index) => {
        if (text === '') ctx.addIssue({ code: 'custom', path: [index], message: catalogueKey('input.textEmpty'), params: { index, n: index + 1 } });
      });
    });
    expect(issueWords(issueOf(schema, ['a', '']), english)).toBe('texts.1: Text 2 is empty.');
  });

  it('given a choice among values, then `{options}` lists them', () => {
    expect(issueWords(issueOf(z.enum(['date', 'wpm'], { error: catalogueKey('input.oneOf') }), 'x'), english)).toBe('must be one of date, wpm');
  });

  it('given zod’s own message (no key), then it is kept as zod wrote it', () => {
    const issue = issueOf(z.string(), 42);
    expect(issueWords(issue, english)).toBe(issue.message);
    expect(issue.message).toMatch(/^Invalid input/);
  });
});

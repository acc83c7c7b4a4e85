// @vitest-environment happy-dom
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { normaliseTextFolder } from '@typetest/events/company';
import { lowerCase, rewriteAsTyped } from './rewrite-as-typed.ts';

/** An input holding `value` with the caret at `caret`, as it is right after a key went in. */
function typedInto(value: string, caret: number) {
  const input = document.createElement('input');
  document.body.append(input);
  input.value = value;
  input.setSelectionRange(caret, caret);
  return { input, event: { currentTarget: input } as ChangeEvent<HTMLInputElement> };
}

describe('given a key typed in the middle of a field that rewrites as typed', () => {
  it('when a capital goes into an e-mail address, then the field shows it lower-cased and the caret stays after it', () => {
    const { input, event } = typedInto('anNa@acme.se', 3);
    expect(rewriteAsTyped(event, lowerCase)).toBe('anna@acme.se');
    expect(input.value).toBe('anna@acme.se');
    expect(input.selectionStart).toBe(3);
  });

  it('when a character a URL may not hold goes into the URL, then it is dropped and the caret stays where it was', () => {
    const { input, event } = typedInto('ac-me', 3);
    expect(rewriteAsTyped(event, normaliseTextFolder)).toBe('acme');
    expect(input.value).toBe('acme');
    expect(input.selectionStart).toBe(2);
  });

  it('when what was typed needs no rewriting, then the field and the caret are left alone', () => {
    const { input, event } = typedInto('acme', 2);
    expect(rewriteAsTyped(event, normaliseTextFolder)).toBe('acme');
    expect(input.selectionStart).toBe(2);
  });
});

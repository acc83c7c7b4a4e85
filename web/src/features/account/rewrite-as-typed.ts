import type { ChangeEvent } from 'react';

/**
 * The product's "lower-cased as typed" and "letters and digits only" (docs/product.md §5): the input shows the rewritten
 * value at once, and the caret stays where the visitor was typing (React would move it to the end
 * when the value it renders differs from what the input holds). Returns the rewritten value for
 * the caller's state.
 */
export function rewriteAsTyped(event: ChangeEvent<HTMLInputElement>, rewrite: (typed: string) => string): string {
  const input = event.currentTarget;
  const typed = input.value;
  const rewritten = rewrite(typed);
  if (rewritten === typed) return typed;
  // Where the caret goes: after the rewritten text that stood before it.
  const caret = input.selectionStart === null ? null : rewrite(typed.slice(0, input.selectionStart)).length;
  input.value = rewritten;
  if (caret !== null) input.setSelectionRange(caret, caret);
  return rewritten;
}

export const lowerCase = (typed: string) => typed.toLowerCase();

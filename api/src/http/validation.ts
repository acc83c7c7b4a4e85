import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { describeInvalidInput, problem } from './problem.ts';
import { wordsOf } from './words.ts';

/** Every route's validation failure: 400 with one clear sentence in the request's words, before anything is done. */
export function validationHook(result: { target: string } & ({ success: true } | { success: false; error: ZodError }), c: Context) {
  if (result.success) return;
  return c.json(problem(describeInvalidInput(result.error, result.target, wordsOf(c))), 400);
}

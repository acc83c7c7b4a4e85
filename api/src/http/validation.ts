import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { describeInvalidInput, problem } from './problem.ts';

/** Every route's validation failure: 400 with one clear sentence, before anything is done. */
export function validationHook(result: { target: string } & ({ success: true } | { success: false; error: ZodError }), c: Context) {
  if (result.success) return;
  const target = result.target === 'json' ? 'request body' : result.target;
  return c.json(problem(describeInvalidInput(result.error, target)), 400);
}

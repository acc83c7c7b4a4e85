import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { StreamVersionConflict } from '@typetest/events';
import { problem } from './problem.ts';

/** The one error handler: every failure becomes a JSON answer, and only the unexpected is logged. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HTTPException) {
    // Hono's own body parsing says "Malformed JSON in request body".
    const message = /malformed json/i.test(error.message)
      ? 'The request body is not valid JSON.'
      : error.status === 415
        ? 'Send the request body as JSON (Content-Type: application/json).'
        : error.message || 'Bad request.';
    return c.json(problem(message), error.status);
  }
  if (error instanceof StreamVersionConflict) {
    return c.json(problem('Someone else changed this at the same moment. Please try again.'), 409);
  }
  console.error(`request ${c.get('requestId') ?? '-'} ${c.req.method} ${c.req.path} failed:`, error);
  return c.json(problem('Something went wrong on our side. Please try again.'), 500);
}

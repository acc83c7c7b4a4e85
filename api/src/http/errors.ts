import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describeWait, StreamVersionConflict } from '@typetest/events';
import { routePath } from 'hono/route';
import { createLog, DependencyUnavailable, errorFields } from '@typetest/platform';
import { problem } from './problem.ts';
import { wordsOf } from './words.ts';

/** What a caller is told to wait when Postgres (or another dependency) is not answering. */
export const dependencyRetryAfterSeconds = 10;

/** Request failures, one JSON line each (platform/src/log.ts). */
const log = createLog('http');

/** Which request: its id and route pattern (never the path asked for, nor the body). */
const requestFields = (c: Context) => ({ requestId: c.get('requestId') ?? null, method: c.req.method, route: routePath(c) });

/** The one error handler: every failure becomes a JSON answer, and only the unexpected is logged. */
export function handleError(error: Error, c: Context): Response {
  const t = wordsOf(c);
  if (error instanceof HTTPException) {
    // Hono's own body parsing says "Malformed JSON in request body".
    const message = /malformed json/i.test(error.message) ? t('api.invalidJson') : error.status === 415 ? t('api.notJson') : error.message || t('api.badRequest');
    return c.json(problem(message), error.status);
  }
  if (error instanceof StreamVersionConflict) {
    return c.json(problem(t('common.changedMeanwhile')), 409);
  }
  if (error instanceof DependencyUnavailable) {
    // An outage, not a bug: one line, and the caller is told to come back.
    log.warn('a service the request needs is unavailable', { ...requestFields(c), ...errorFields(error) });
    c.header('Retry-After', String(dependencyRetryAfterSeconds));
    return c.json(problem(t('common.unavailable', { wait: describeWait(dependencyRetryAfterSeconds, t) })), 503);
  }
  log.error('request failed', { ...requestFields(c), ...errorFields(error), stack: error.stack?.split('\n').slice(1, 6).join('\n') });
  return c.json(problem(t('common.unexpected')), 500);
}

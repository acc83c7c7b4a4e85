import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';

/** What a caller's own X-Request-Id must look like to be kept: short, and safe in logs and headers. */
const safeRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Every request gets an id, answered in X-Request-Id and kept in the metadata of the events it
 * writes. A caller (a proxy, another service) may bring its own to follow a request through;
 * anything else is replaced by one of ours, so ids can never smuggle text into logs.
 */
export function requestIds(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header('x-request-id');
    const id = given !== undefined && safeRequestId.test(given) ? given : randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
  };
}

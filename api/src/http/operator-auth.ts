import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** The same length whatever was sent, so the comparison's time says nothing of the secret. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * HTTP basic auth for operators' pages (OPS_USER and OPS_PASSWORD): compared in constant time,
 * user and password both, and a 401 with a challenge otherwise.
 */
export function operatorsOnly(user: string, password: string): MiddlewareHandler {
  const expected = digest(`${user}:${password}`);
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header);
    const given = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    if (!timingSafeEqual(digest(given), expected)) {
      return c.text('Operators only', 401, { 'www-authenticate': 'Basic realm="typetest operators", charset="UTF-8"' });
    }
    await next();
  };
}

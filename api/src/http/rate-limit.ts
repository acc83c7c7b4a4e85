import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '@typetest/events';
import type { AppEnv } from './env.ts';
import { problem } from './problem.ts';

function clientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by Node (app.request in tests): all such callers share one budget
  }
}

export interface RateLimitRule {
  name: string;
  points: number;
  windowSeconds: number;
}

/**
 * Per-client-address limit, counted in Redis so every api process shares it. If Redis is away,
 * an in-process counter stands in rather than letting the endpoint fail.
 */
export function rateLimit(rule: RateLimitRule, redis: Redis, config: Config): MiddlewareHandler<AppEnv> {
  if (config.RATE_LIMIT === 'off') return async (_c, next) => next();
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${config.REDIS_PREFIX}:ratelimit:${rule.name}`,
    points: rule.points,
    duration: rule.windowSeconds,
    insuranceLimiter: new RateLimiterMemory({ points: rule.points, duration: rule.windowSeconds }),
  });
  return async (c, next) => {
    const forwarded = config.TRUST_PROXY === 'on' ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    const client = forwarded || clientAddress(c) || 'unknown';
    try {
      await limiter.consume(client);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      c.header('Retry-After', String(seconds));
      return c.json(problem(`Too many requests. Please try again in ${seconds} seconds.`), 429);
    }
    await next();
  };
}

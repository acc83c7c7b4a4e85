import type { Context, MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { describeWait } from '@typetest/events';
import type { Config } from '@typetest/platform';
import { clientAddressOf, clientKey } from './client-address.ts';
import type { AppEnv } from './env.ts';
import { problem } from './problem.ts';
import { wordsOf } from './words.ts';

export interface RateLimitRule {
  name: string;
  points: number;
  windowSeconds: number;
}

/** A limit on anything with a key (a client address, an e-mail address, a company). */
export interface KeyedRateLimit {
  /** Counts one use (or `points`); the seconds to wait when the limit was already reached. */
  consume(key: string, points?: number): Promise<number | undefined>;
  /** The seconds to wait when the limit is reached, without counting a use. */
  blocked(key: string): Promise<number | undefined>;
  /** Gives back `points` counted by `consume` for something that then did not happen (refused, or failed). */
  refund(key: string, points: number): Promise<void>;
  reset(key: string): Promise<void>;
}

const secondsUntil = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Counted in Redis so every api process shares it. If Redis is away or does not answer within
 * its command timeout, an in-process counter stands in rather than letting the endpoint fail or
 * hang. RATE_LIMIT=off: nothing is ever refused.
 */
export function keyedRateLimit(rule: RateLimitRule, redis: Redis, config: Config): KeyedRateLimit {
  if (config.RATE_LIMIT === 'off') return { consume: async () => undefined, blocked: async () => undefined, refund: async () => {}, reset: async () => {} };
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${config.REDIS_PREFIX}:ratelimit:${rule.name}`,
    points: rule.points,
    duration: rule.windowSeconds,
    insuranceLimiter: new RateLimiterMemory({ points: rule.points, duration: rule.windowSeconds }),
  });
  return {
    async consume(key, points = 1) {
      try {
        await limiter.consume(key, points);
        return undefined;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return secondsUntil(rejection);
      }
    },
    async blocked(key) {
      const res = await limiter.get(key);
      return res && res.consumedPoints >= rule.points ? secondsUntil(res) : undefined;
    },
    async refund(key, points) {
      if (points > 0) await limiter.reward(key, points);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** 429 with when to try again: in seconds for machines, as a person would say it for people (in the request's words). */
export function tooManyRequests(c: Context, seconds: number) {
  const t = wordsOf(c);
  c.header('Retry-After', String(seconds));
  return c.json(problem(t('common.tooManyRequests', { wait: describeWait(seconds, t) })), 429);
}

/** The key of per-client limits: the client's address as TRUST_PROXY says to read it, an IPv6 one by its /64 (client-address.ts). */
export function clientKeyOf(config: Config): (c: Context) => string {
  const clientAddress = clientAddressOf(config.TRUST_PROXY);
  return (c) => {
    const address = clientAddress(c);
    // Requests that did not come through Node's server (app.request in tests) share one budget.
    return address === undefined ? 'unknown' : clientKey(address);
  };
}

/** Per-client-address limit (or per any key the request gives) in front of a route. */
export function rateLimit(rule: RateLimitRule, redis: Redis, config: Config, key: (c: Context) => string = clientKeyOf(config)): MiddlewareHandler<AppEnv> {
  const limit = keyedRateLimit(rule, redis, config);
  return async (c, next) => {
    const wait = await limit.consume(key(c));
    if (wait !== undefined) return tooManyRequests(c, wait);
    await next();
  };
}

import { Redis as IORedis, type Redis } from 'ioredis';
import { serviceUrlFromEnvOrContainer } from './service-url.ts';

/** The Redis tests use (REDIS_URL, else testcontainers, else a clear message). */
export const testRedisUrl = serviceUrlFromEnvOrContainer({
  name: 'Redis',
  variable: 'REDIS_URL',
  example: 'redis://127.0.0.1:6379',
  async startContainer() {
    const { RedisContainer } = await import('@testcontainers/redis');
    return (await new RedisContainer('redis:7-alpine').start()).getConnectionUrl();
  },
});

/**
 * Deletes every Redis key under `prefix:` -- what a test's queue, worker and limits left behind.
 * Given a URL, it connects a plain client of its own (one with a key prefix would apply it twice).
 */
export async function removeRedisKeys(target: Redis | string, prefix: string): Promise<void> {
  const redis = typeof target === 'string' ? new IORedis(target, { maxRetriesPerRequest: 1 }) : target;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    if (redis !== target) redis.disconnect();
  }
}

import type { Redis } from 'ioredis';

let containerUrl: Promise<string> | undefined;

/** REDIS_URL when set (CI, this machine), else a testcontainers Redis, else a clear message. */
export async function testRedisUrl(): Promise<string> {
  const fromEnv = process.env.REDIS_URL;
  if (fromEnv) return fromEnv;
  containerUrl ??= (async () => {
    try {
      const { RedisContainer } = await import('@testcontainers/redis');
      const container = await new RedisContainer('redis:7-alpine').start();
      return container.getConnectionUrl();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Integration tests need Redis: set REDIS_URL (e.g. redis://127.0.0.1:6379) or start Docker for testcontainers (${reason})`);
    }
  })();
  return containerUrl;
}

/** Deletes every Redis key under `prefix:` -- what a test's queue, worker and limits left behind. */
export async function removeRedisKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

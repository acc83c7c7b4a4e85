import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { removeRedisKeys, testRedisUrl } from '@typetest/events/testing';

export { testRedisUrl };

/** A Redis client whose keys live under a prefix of their own, so test files never meet. */
export type TestRedis = Redis & { removeKeys(): Promise<void> };

export async function createTestRedis(): Promise<TestRedis> {
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const redis = new Redis(await testRedisUrl(), { keyPrefix: `${prefix}:`, maxRetriesPerRequest: 1 });
  return Object.assign(redis, {
    async removeKeys() {
      await removeRedisKeys(await testRedisUrl(), prefix);
    },
  });
}

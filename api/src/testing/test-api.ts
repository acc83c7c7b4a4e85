import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Database } from '@typetest/events';
import { createTestDatabase, type TestDatabase } from '@typetest/events/testing';
import { createApp } from '../app.ts';
import { createTestRedis, type TestRedis } from './redis.ts';

export interface TestApi {
  readonly db: Kysely<Database>;
  readonly redis: TestRedis;
  /** The API as `npm start` builds it, configured by the given environment (defaults for the rest). */
  app(env?: Record<string, string>): ReturnType<typeof createApp>;
}

/**
 * For an API test file: its own database and Redis key space, made before the tests and
 * removed after them. Requests go through `app().request(...)`, no port needed.
 */
export function useTestApi(): TestApi {
  let database: TestDatabase | undefined;
  let redis: TestRedis | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await createTestRedis();
  });
  afterAll(async () => {
    await redis?.removeKeys();
    redis?.disconnect();
    await database?.drop();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestApi: used before its beforeAll ran');
    return value;
  };
  return {
    get db() {
      return ready(database).db;
    },
    get redis() {
      return ready(redis);
    },
    app(env = {}) {
      return createApp({ db: ready(database).db, redis: ready(redis), config: loadConfig(env) });
    },
  };
}

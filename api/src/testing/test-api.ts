import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@typetest/events';
import { createDatabase, loadConfig } from '@typetest/platform';
import { createTestDatabase, type TestDatabase } from '@typetest/events/testing';
import { createApp } from '../app.ts';
import { createTestRedis, type TestRedis } from './redis.ts';

export interface TestApi {
  readonly db: Kysely<Database>;
  /** The file's database, for a connection pool of a test's own (a small one, say). */
  readonly databaseUrl: string;
  readonly redis: TestRedis;
  /** The API as `npm start` builds it, configured by the given environment (defaults for the rest), on `db` (default: the file's pool). */
  app(env?: Record<string, string>, db?: Kysely<Database>): ReturnType<typeof createApp>;
}

/**
 * For an API test file: its own database and Redis key space, made before the tests and
 * removed after them. Requests go through `app().request(...)`, no port needed.
 */
export function useTestApi(): TestApi {
  let database: TestDatabase | undefined;
  let redis: TestRedis | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ connect: (url) => createDatabase(url) });
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
    get databaseUrl() {
      return ready(database).url;
    },
    get redis() {
      return ready(redis);
    },
    app(env = {}, db = ready(database).db) {
      return createApp({ db, redis: ready(redis), config: loadConfig(env) });
    },
  };
}

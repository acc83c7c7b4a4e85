import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { createDatabase, type Config } from '@typetest/events';
import { migrateToLatest } from '@typetest/migrations';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

/** A start-up problem with one line telling the person what to do. */
export class StartupError extends Error {
  override name = 'StartupError';
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Postgres from DATABASE_URL, or the embedded one; migrated to the newest schema. */
export async function openDatabase(config: Config) {
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.EMBEDDED_POSTGRES_PORT);
  const url = config.DATABASE_URL ?? embedded!.url;
  const db = createDatabase(url, { max: config.DATABASE_POOL_SIZE });
  try {
    await sql`SELECT 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw new StartupError(
      `Postgres is not reachable at ${redact(url)} (${describe(error)}): start it (e.g. \`docker compose up -d postgres\`) or set DATABASE_URL.`,
    );
  }
  await migrateToLatest(db);
  return {
    db,
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}

/** A Redis connection for the API (rate limits, readiness); fails fast with what to start. */
export async function connectRedis(config: Config): Promise<Redis> {
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => {}); // reconnects by itself; readiness reports it meanwhile
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new StartupError(
      `Redis is not reachable at ${redact(config.REDIS_URL)} (${describe(error)}): start one with \`redis-server\` or \`docker compose up -d redis\`, or set REDIS_URL.`,
    );
  }
  return redis;
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import { removeReplayLeftovers, sealPersonalDataInLog, type Database } from '@typetest/events';
import { createDatabase, databaseOptions, type Config } from '@typetest/platform';
import { migrateToLatest } from '@typetest/migrations';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

/** A start-up problem with one line telling the person what to do. */
export class StartupError extends Error {
  override name = 'StartupError';
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Postgres from DATABASE_URL, or the embedded one; migrated to the newest schema. */
export async function openDatabase(config: Config) {
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.EMBEDDED_POSTGRES_PORT, config.EMBEDDED_POSTGRES_DIR);
  const url = config.DATABASE_URL ?? embedded!.url;
  // Migrations may rightly run long (an index on a big table): a connection of their own, bounded
  // in connecting only.
  const migrator = createDatabase(url, { max: 1, connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS });
  try {
    await reachPostgres(migrator, url, config);
    await migrateToLatest(migrator);
    // A replay killed midway leaves its schema; nothing else would ever remove it (docs/decisions/0051-replay-progress-and-leftovers.md).
    const leftovers = await removeReplayLeftovers(migrator);
    if (leftovers.length > 0) console.log(`Removed what replays that died midway left: ${leftovers.join(', ')}.`);
    // Once, after migration 0026: events from before sealing get their personal data sealed (docs/decisions/0061-events-before-sealing-rewritten.md).
    const sealed = await sealPersonalDataInLog(migrator);
    if (sealed > 0) console.log(`Sealed the personal data of ${sealed} events written before it was sealed.`);
  } catch (error) {
    await embedded?.stop();
    throw error;
  } finally {
    await migrator.destroy();
  }
  const db = createDatabase(url, databaseOptions(config));
  return {
    db,
    url,
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}

async function reachPostgres(db: Kysely<Database>, url: string, config: Config) {
  try {
    await sql`SELECT 1`.execute(db);
  } catch (error) {
    const reason = describe(error instanceof Error && error.cause ? error.cause : error);
    throw new StartupError(
      /timeout/i.test(reason)
        ? `Postgres at ${redact(url)} did not answer within ${config.DATABASE_CONNECT_TIMEOUT_MS} ms (DATABASE_CONNECT_TIMEOUT_MS): check that it is running and not stuck, or set DATABASE_URL.`
        : `Postgres is not reachable at ${redact(url)} (${reason}): start it (e.g. \`docker compose up -d postgres\`) or set DATABASE_URL.`,
    );
  }
}

/**
 * A Redis connection for the API (rate limits, readiness); fails fast with what to start. Every
 * command gives up after REDIS_COMMAND_TIMEOUT_MS, so a Redis that stops answering (without
 * closing the connection) costs a request that long at most.
 */
export async function connectRedis(config: Config): Promise<Redis> {
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', () => {}); // reconnects by itself; readiness reports it meanwhile
  const boundMs = 2000 + config.REDIS_COMMAND_TIMEOUT_MS;
  let bound: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.connect().then(() => redis.ping()),
      new Promise<never>((_, reject) => {
        bound = setTimeout(() => reject(new Error(`no answer within ${boundMs} ms`)), boundMs);
      }),
    ]);
  } catch (error) {
    redis.disconnect();
    throw new StartupError(
      `Redis is not reachable at ${redact(config.REDIS_URL)} (${describe(error)}): start one with \`redis-server\` or \`docker compose up -d redis\`, or set REDIS_URL.`,
    );
  } finally {
    clearTimeout(bound);
  }
  return redis;
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

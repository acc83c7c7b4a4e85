import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { migrateToLatest } from '@typetest/migrations';
import type { Database } from '../catalogue.ts';
import { serviceUrlFromEnvOrContainer } from './service-url.ts';

export interface TestDatabase {
  url: string;
  db: Kysely<Database>;
  drop(): Promise<void>;
}

/** The Postgres server tests use (DATABASE_URL, else testcontainers, else a clear message). */
export const testPostgresUrl = serviceUrlFromEnvOrContainer({
  name: 'Postgres',
  variable: 'DATABASE_URL',
  example: 'postgres://postgres@127.0.0.1:5432/postgres',
  async startContainer() {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    return (await new PostgreSqlContainer('postgres:16-alpine').start()).getConnectionUri();
  },
});

/**
 * A fresh, migrated database of its own for one test file, so files run in parallel. The api's and
 * the worker's tests pass the product's own pool (platform/src/database.ts), so what they test
 * meets Postgres through the same guards as in production.
 */
export async function createTestDatabase({ connect = plainPool }: { connect?: (url: string) => Kysely<Database> } = {}): Promise<TestDatabase> {
  const serverUrl = await testPostgresUrl();
  const name = `typetest_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = connect(url.toString());
  await migrateToLatest(db);
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * A plain pool to the test database, for the domain's own tests. The product's pool, with its timeouts and its guards
 * against a Postgres that stops answering, is platform/src/database.ts: the domain package does not
 * import it (the web app imports this package), and the tests of those guards open it themselves.
 * pg-cursor, as there: Kysely's .stream() (a CSV export) reads a chunk at a time.
 */
function plainPool(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => console.warn(`postgres: idle connection lost (${error.message})`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
}

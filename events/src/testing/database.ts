import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '@typetest/migrations';
import { createDatabase, type Database } from '../platform/database.ts';
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

/** A fresh, migrated database of its own for one test file, so files run in parallel. */
export async function createTestDatabase(): Promise<TestDatabase> {
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
  const db = createDatabase(url.toString());
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

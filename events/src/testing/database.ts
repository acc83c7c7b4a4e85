import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { migrateToLatest, migrationsFingerprint } from '@typetest/migrations';
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
 * A fresh, migrated database of its own for one test file, so files run in parallel. It is a copy
 * of a template database migrated once per set of migrations (migratedTemplate), which is cheaper
 * than running every migration for every file. The api's and the worker's tests pass the
 * product's own pool (platform/src/database.ts), so what they test meets Postgres through the same
 * guards as in production.
 */
export async function createTestDatabase({ connect = plainPool }: { connect?: (url: string) => Kysely<Database> } = {}): Promise<TestDatabase> {
  const serverUrl = await testPostgresUrl();
  const template = await migratedTemplate(serverUrl);
  const name = uniqueName('typetest_test');
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(serverUrl, name);
  const db = connect(url);
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      await onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of a database on the server with every migration applied and nothing else, made by the
 * first test file that asks (under an advisory lock, so files and worktrees racing each other make
 * it once) and kept for later runs. Its name carries the migrations' fingerprint: a new or changed
 * migration makes a new template, and no test ever copies a stale schema. Nothing connects to a
 * template once it is made, which CREATE DATABASE ... TEMPLATE requires.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = makeTemplate(serverUrl);
    templates.set(serverUrl, template);
  }
  return template;
}

/** Any number, the same in every test process: the advisory lock that makes one template at a time. */
const templateLockKey = 0x7479_7065;

async function makeTemplate(serverUrl: string): Promise<string> {
  const name = `typetest_template_${await migrationsFingerprint()}`;
  await onServer(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [templateLockKey]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return;
      // Built under another name and renamed when whole: a run killed midway leaves no half-migrated template.
      const building = uniqueName('typetest_building');
      await admin.query(`CREATE DATABASE ${building}`);
      const db = plainPool(databaseUrl(serverUrl, building));
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [templateLockKey]);
    }
  });
  return name;
}

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
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

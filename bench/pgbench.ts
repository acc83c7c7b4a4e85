/**
 * Postgres's own write throughput on this machine, as the baseline the write endpoints are held
 * to: pgbench's TPC-B-like test (scale 10, 50 clients), run on a database of its own beside the
 * bench's, in the same run. pgbench comes with Debian's postgresql package; without it the bench
 * says it was skipped rather than inventing a number.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** pgbench on PATH, or in the newest /usr/lib/postgresql/<version>/bin. */
function findPgbench(): string | undefined {
  for (const folder of (process.env.PATH ?? '').split(':')) if (folder && existsSync(`${folder}/pgbench`)) return `${folder}/pgbench`;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => `${root}/${version}/bin/pgbench`).find((path) => existsSync(path));
}

export type PgbenchBaseline = { tps: number; clients: number; seconds: number } | { skipped: string };

export async function pgbenchBaseline(databaseUrl: string, { clients = 50, seconds = 10, scale = 10 } = {}): Promise<PgbenchBaseline> {
  const pgbench = findPgbench();
  if (!pgbench) return { skipped: 'pgbench is not installed (Debian: apt-get install postgresql-client or postgresql)' };
  const name = `bench_pgbench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    await run(pgbench, ['-i', '-q', '-s', String(scale), url.toString()], { maxBuffer: 16 * 1024 * 1024 });
    const { stdout } = await run(pgbench, ['-c', String(clients), '-j', '2', '-T', String(seconds), url.toString()], { maxBuffer: 16 * 1024 * 1024 });
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    if (!tps) return { skipped: `pgbench printed no tps: ${stdout.slice(-200)}` };
    return { tps: Number(tps), clients, seconds };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

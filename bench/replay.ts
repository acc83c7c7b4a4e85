/**
 * `npm run bench -- replay`: `npm run ops -- replay` over a large log, its events a second and its
 * memory as it goes. The log is made of the applicants the log holds already (whole lives, with
 * their ~12 KB keystroke logs, as the product appended them: bench/applicant-cost.ts makes them),
 * copied in SQL under new applicant ids until it holds `total` events: the real append path's
 * format, at the speed of INSERT ... SELECT.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { TestDatabase } from '@typetest/events/testing';
import { applicantCost } from './applicant-cost.ts';
import type { Measured } from './applicants.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Copies the finished applicants' streams until the log holds `total` events; how long that took. */
export async function seedLog(database: TestDatabase, total: number): Promise<number> {
  const started = performance.now();
  await sql`
    CREATE TEMPORARY TABLE bench_lives AS
    SELECT e.*, r.applicant_id::text AS aid
    FROM events e JOIN results r ON e.stream_id = 'applicant-' || r.applicant_id
  `.execute(database.db);
  const count = async (table: 'events' | 'bench_lives') => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(database.db)).rows[0]!.n);
  const perCopy = await count('bench_lives');
  if (perCopy === 0) throw new Error('no finished applicant in the log to copy');
  // A few thousand events a statement: each its own commit, as appends are.
  const copiesAtOnce = Math.max(1, Math.floor(5000 / perCopy));
  // New ids unlike any of an earlier seeding of the same log.
  const salt = randomBytes(8).toString('hex');
  for (let copy = 1; (await count('events')) < total; copy += copiesAtOnce) {
    const last = copy + Math.min(copiesAtOnce, Math.ceil((total - (await count('events'))) / perCopy)) - 1;
    // Each copy is one applicant's whole life after the other's, in log order, under a new id.
    await sql`
      INSERT INTO events (event_id, stream_id, stream_version, event_type, schema_version, data, metadata, recorded_at)
      SELECT gen_random_uuid(), replace(l.stream_id, l.aid, n.aid), l.stream_version, l.event_type, l.schema_version,
             replace(l.data::text, l.aid, n.aid)::jsonb, replace(l.metadata::text, l.aid, n.aid)::jsonb, l.recorded_at
      FROM generate_series(${copy}::int, ${last}::int) AS copy
      CROSS JOIN bench_lives l
      CROSS JOIN LATERAL (SELECT md5(l.aid || ${salt} || copy)::uuid::text AS aid) n
      ORDER BY copy, l.position
    `.execute(database.db);
  }
  await sql`DROP TABLE bench_lives`.execute(database.db);
  await sql`ANALYZE events`.execute(database.db);
  return (performance.now() - started) / 1000;
}

/** A process's resident memory in MB, from /proc; undefined when it cannot be read. */
function residentMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

export async function replayFigures(database: TestDatabase, total: number): Promise<Measured[]> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM results`.execute(database.db);
  if (Number(rows[0]!.n) === 0) await applicantCost(database, 3);
  const seedSeconds = await seedLog(database, total);
  const events = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM events`.execute(database.db)).rows[0]!.n);
  const bytes = Number((await sql<{ n: string }>`SELECT pg_total_relation_size('events') AS n`.execute(database.db)).rows[0]!.n);

  // As an operator runs it, in a process of its own; its memory sampled as it goes.
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/ops/cli.ts', 'replay'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let done = 0;
  const samples: { done: number; mb: number }[] = [];
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const progress = [...chunk.toString().matchAll(/Replayed ([\d,]+) of/g)].at(-1)?.[1];
    if (progress) done = Number(progress.replaceAll(',', ''));
  });
  const sampler = setInterval(() => {
    const mb = child.pid === undefined ? undefined : residentMb(child.pid);
    if (mb !== undefined && done > 0) samples.push({ done, mb });
  }, 250);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  const finished = /Replayed (\d+) events into .* in ([\d.]+) s\./.exec(output);
  if (code !== 0 || !finished) throw new Error(`ops replay failed (${code}):\n${output}`);
  const [replayed, seconds] = [Number(finished[1]), Number(finished[2])];
  // Flat memory: the most resident memory in the first fifth of the replay beside the most over all of it.
  const early = Math.max(...samples.filter((sample) => sample.done <= replayed / 5).map((sample) => sample.mb));
  const most = Math.max(...samples.map((sample) => sample.mb));
  const label = `${replayed.toLocaleString('en-US')} events (${(bytes / 1024 ** 3).toFixed(1)} GB with indexes; ${events.toLocaleString('en-US')} seeded by copying whole applicants in ${seedSeconds.toFixed(0)} s)`;
  return [
    { measure: `npm run ops -- replay, ${label}, in ${seconds.toFixed(0)} s`, value: replayed / seconds, unit: 'events/s' },
    {
      measure: `npm run ops -- replay: most resident memory (RSS every 250 ms, ${samples.length} samples)`,
      value: most,
      unit: 'MB',
      baseline: { name: 'most in its first fifth', value: early },
    },
  ];
}

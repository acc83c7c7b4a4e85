/**
 * `npm run bench -- replay`: `npm run ops -- replay` over a large log, its events a second and its
 * memory as it goes. The log is made of the applicants the log holds already (whole lives, with
 * their ~12 KB keystroke logs, as the product appended them: bench/applicant-cost.ts makes them),
 * copied in SQL under new applicant ids until it holds `total` events: the real append path's
 * format, at the speed of INSERT ... SELECT.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Selectable, sql } from 'kysely';
import { openPersonalData, sealPersonalData, streamKeyOf } from '@typetest/events';
import type { TestDatabase } from '@typetest/events/testing';
import type { EventsTable } from '../events/src/store/tables.ts';
import { applicantCost, postmasterOf } from './applicant-cost.ts';
import { treeCpuMs } from './processes.ts';
import type { Measured } from './applicants.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Copies the finished applicants' streams until the log holds `total` events; how long that took.
 * Each copy is a stream of its own with a key of its own, its personal fields sealed again for its
 * new event ids (the id is the seal's additional data: store/personal-data.ts), as appending them
 * would have; the rows go in a few thousand a statement, each statement its own commit.
 */
export async function seedLog(database: TestDatabase, total: number): Promise<number> {
  const started = performance.now();
  const count = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM events`.execute(database.db)).rows[0]!.n);
  if ((await count()) >= total) return 0;
  const { rows: lives } = await sql<Selectable<EventsTable> & { aid: string; stream_key: Buffer | null; stream_erased_at: Date | null }>`
    SELECT e.*, r.applicant_id::text AS aid, keys.key AS stream_key, keys.erased_at AS stream_erased_at
    FROM events e JOIN results r ON e.stream_id = 'applicant-' || r.applicant_id
    LEFT JOIN personal_data_keys keys ON keys.stream_id = e.stream_id
    ORDER BY e.position
  `.execute(database.db);
  if (lives.length === 0) throw new Error('no finished applicant in the log to copy');
  // Each event as stored, its personal fields opened, as JSON text in which the applicant's id is replaced per copy.
  const plain = lives.map((row) => ({
    row,
    data: JSON.stringify(openPersonalData(row.event_type, row.data, streamKeyOf(row), row.event_id)),
    metadata: JSON.stringify(row.metadata),
  }));
  const copiesAtOnce = Math.max(1, Math.floor(5000 / lives.length));
  for (let events = await count(); events < total; ) {
    const copies = Math.min(copiesAtOnce, Math.ceil((total - events) / lives.length));
    const rows: unknown[] = [];
    const keys: { stream_id: string; key: string }[] = [];
    for (let copy = 0; copy < copies; copy++) {
      // Each copy is one applicant's whole life after the other's, in log order, under a new id.
      const ids = new Map<string, { aid: string; key: Buffer }>();
      for (const { row, data, metadata } of plain) {
        let copied = ids.get(row.aid);
        if (!copied) {
          copied = { aid: randomUUID(), key: randomBytes(32) };
          ids.set(row.aid, copied);
          keys.push({ stream_id: row.stream_id.replaceAll(row.aid, copied.aid), key: copied.key.toString('hex') });
        }
        const eventId = randomUUID();
        rows.push({
          event_id: eventId,
          stream_id: row.stream_id.replaceAll(row.aid, copied.aid),
          stream_version: row.stream_version,
          event_type: row.event_type,
          schema_version: row.schema_version,
          data: sealPersonalData(row.event_type, JSON.parse(data.replaceAll(row.aid, copied.aid)), copied.key, eventId),
          metadata: JSON.parse(metadata.replaceAll(row.aid, copied.aid)),
          recorded_at: row.recorded_at,
        });
      }
    }
    await database.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO personal_data_keys (stream_id, key) SELECT stream_id, decode(key, 'hex') FROM json_to_recordset(${JSON.stringify(keys)}::json) AS k(stream_id text, key text)`.execute(
        trx,
      );
      await sql`
        INSERT INTO events (event_id, stream_id, stream_version, event_type, schema_version, data, metadata, recorded_at)
        SELECT event_id, stream_id, stream_version, event_type, schema_version, data, metadata, recorded_at
        FROM json_populate_recordset(NULL::events, ${JSON.stringify(rows)}::json) WITH ORDINALITY AS copied
        ORDER BY ordinality
      `.execute(trx);
    });
    events += rows.length;
  }
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

/** CPU ms spent so far by this process's children that have exited and been reaped (cutime + cstime); undefined without /proc. */
function reapedChildrenCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100; // USER_HZ, as processes.ts
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

  // CPU, which holds better than a rate on a shared machine: the replay's process (counted once
  // it has exited) and the bench's Postgres, every backend under its postmaster.
  const postmaster = await postmasterOf(database);
  const cpuBefore = { replay: reapedChildrenCpuMs(), postgres: postmaster === undefined ? undefined : treeCpuMs(postmaster) };
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
  const replayCpu = (reapedChildrenCpuMs() ?? Number.NaN) - (cpuBefore.replay ?? Number.NaN);
  const postgresCpu = (postmaster === undefined ? Number.NaN : (treeCpuMs(postmaster) ?? Number.NaN)) - (cpuBefore.postgres ?? Number.NaN);
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
      measure: 'npm run ops -- replay: CPU per 1,000 events, its process (start-up included) and Postgres',
      value: ((replayCpu + postgresCpu) / replayed) * 1000,
      unit: 'ms',
      baseline: { name: `of it Postgres's`, value: (postgresCpu / replayed) * 1000 },
    },
    {
      measure: `npm run ops -- replay: most resident memory (RSS every 250 ms, ${samples.length} samples)`,
      value: most,
      unit: 'MB',
      baseline: { name: 'most in its first fifth', value: early },
    },
  ];
}

import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { setTimeout as pause } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequestMails, contactRequestStream, replayLock, requestContact } from '@typetest/events';
import { commit } from '@typetest/events/store';
import { createTestDatabase, type TestDatabase } from '@typetest/events/testing';
import { spawnWithOutput } from '@typetest/events/testing/test-processes';
import { loadConfig } from '@typetest/platform';
import { openDatabase } from '../platform/services.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  for (let index = 0; index < 5; index++) {
    const id = randomUUID();
    await commit(database.db, {
      streamId: contactRequestStream(id),
      expectedVersion: 0,
      events: [requestContact({ contactMethod: 'phone', phoneNumber: `070-${index}`, email: '', details: '' }, id)],
      metadata: { actor: 'visitor' },
      mails: (recorded) => contactRequestMails(recorded, 'operators@typetest.test'),
    });
  }
});
afterAll(async () => {
  await database?.drop();
});

/** Asks until the answer is true; a test's own deadline bounds it. */
async function until(what: () => Promise<boolean>) {
  while (!(await what())) await pause(50);
}

const replaySchemas = async () =>
  (await sql<{ name: string }>`SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'replay\\_%' ORDER BY nspname`.execute(database.db)).rows.map((row) => row.name);

const aReplayHoldsItsLock = async () =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*) AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
        WHERE l.locktype = 'advisory' AND l.objid = ${replayLock} AND l.granted AND d.datname = current_database()`.execute(database.db)
    ).rows[0]?.n,
  ) > 0;

/**
 * Holds the events table as a long appender would, so a replay started now does its work into its
 * schema and then waits at the final swap: a replay caught midway, deterministically.
 */
function holdTheLog() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = () => {};
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const done = database.db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE events IN EXCLUSIVE MODE`.execute(trx);
    holding();
    await released;
  });
  return {
    held,
    async release() {
      release();
      await done;
    },
  };
}

/** `npm run ops -- replay` as an operator runs it. */
function startReplay() {
  return spawnWithOutput(process.execPath, ['--import', 'tsx', 'api/src/ops/cli.ts', 'replay'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, DATABASE_URL: database.url },
  });
}

/** A replay that has built its schema and waits at the swap, with its progress printed so far. */
async function replayCaughtMidway() {
  const log = holdTheLog();
  await log.held;
  const replay = startReplay();
  await until(async () => /Replayed 5 of 5 events/.test(replay.output().stderr) && (await replaySchemas()).length > 0);
  return { replay, log };
}

/** A replay killed (SIGKILL) midway; its session gone, its schema left behind. */
async function replayKilledMidway(): Promise<string> {
  const before = await replaySchemas();
  const { replay, log } = await replayCaughtMidway();
  const [schema] = (await replaySchemas()).filter((name) => !before.includes(name));
  replay.child.kill('SIGKILL');
  await replay.exited;
  await log.release();
  // Its Postgres session ends when it next speaks to the dead client; the lock goes with it.
  await until(async () => !(await aReplayHoldsItsLock()));
  return schema!;
}

describe('a replay killed midway leaves nothing behind for long', () => {
  it('given a replay running, then it prints on stderr how far it has got, and the result on stdout', async () => {
    const { replay, log } = await replayCaughtMidway();
    expect(replay.output().stderr).toMatch(/^Replaying 5 events\.\.\.\nReplayed 5 of 5 events \(100%\), [\d,]+ events\/s, about 0 s left\n$/);
    await log.release();
    expect(await replay.exited).toBe(0);
    expect(replay.output().stdout).toMatch(/^Replayed 5 events into contact_requests, .* in \d+\.\d\d s\.\n$/);
    expect(await replaySchemas()).toEqual([]);
  }, 30_000);

  it('given a replay killed midway, when the next replay runs, then it removes the schema the dead one left', async () => {
    const leftover = await replayKilledMidway();
    expect(await replaySchemas()).toEqual([leftover]);

    const next = startReplay();
    expect(await next.exited).toBe(0);

    const { stdout, stderr } = next.output();
    expect(stdout + stderr).toContain(`Removed what replays that died midway left: ${leftover}.`);
    expect(await replaySchemas()).toEqual([]);
  }, 30_000);

  it('given a replay killed midway, when the product starts, then the schema it left is removed', async () => {
    const leftover = await replayKilledMidway();
    expect(await replaySchemas()).toEqual([leftover]);

    const started = await openDatabase(loadConfig({ DATABASE_URL: database.url }));
    await started.close();

    expect(await replaySchemas()).toEqual([]);
  }, 30_000);

  it('given a replay still running, when the product starts, then its schema is left alone and the replay finishes', async () => {
    const { replay, log } = await replayCaughtMidway();
    const running = await replaySchemas();

    const started = await openDatabase(loadConfig({ DATABASE_URL: database.url }));
    await started.close();

    expect(await replaySchemas()).toEqual(running);
    await log.release();
    expect(await replay.exited).toBe(0);
    expect(await replaySchemas()).toEqual([]);
  }, 30_000);
});

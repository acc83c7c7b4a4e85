import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent, RecordedEvent } from '../catalogue.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { appendToStream } from './append.ts';
import { commit } from './commit.ts';
import { StreamVersionConflict } from './errors.ts';
import { logStart, readLog } from './read-log.ts';
import { readStream } from './read-stream.ts';

/** The details of a visitor's request: what these tests append and read back. */
const detailsOf = (event: DomainEvent) => (event.type === 'ContactRequested' ? event.data.details : undefined);
const visitor = { actor: 'visitor' };
const contactRequested = (details: string): DomainEvent => ({
  type: 'ContactRequested',
  data: { contactRequestId: randomUUID(), contactMethod: 'phone', email: '', phoneNumber: '+46 70 123 45 67', details },
});

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

describe('the event store', () => {
  it('given a new stream, when events are appended at version 0, then they read back in order with versions 1..n', async () => {
    const streamId = `test-${randomUUID()}`;
    await commit(test.db, { streamId, expectedVersion: 0, events: [contactRequested('first'), contactRequested('second')], metadata: visitor });

    const stream = await readStream(test.db, streamId);
    expect(stream.version).toBe(2);
    expect(stream.events.map((event) => [event.streamVersion, detailsOf(event)])).toEqual([
      [1, 'first'],
      [2, 'second'],
    ]);
    expect(stream.events[0]?.metadata).toEqual(visitor);
  });

  it('given a stream at version 1, when a writer still expects version 0, then the append fails cleanly and nothing is written', async () => {
    const streamId = `test-${randomUUID()}`;
    await commit(test.db, { streamId, expectedVersion: 0, events: [contactRequested('original')], metadata: visitor });

    await expect(commit(test.db, { streamId, expectedVersion: 0, events: [contactRequested('stale')], metadata: visitor })).rejects.toBeInstanceOf(StreamVersionConflict);

    const stream = await readStream(test.db, streamId);
    expect(stream.events.map((event) => detailsOf(event))).toEqual(['original']);
  });

  it('given two writers that both read version 0, when both append concurrently, then exactly one wins and the other gets a conflict', async () => {
    const streamId = `test-${randomUUID()}`;
    const first = test.db.transaction().execute(async (trx) => {
      await appendToStream(trx, streamId, 0, [contactRequested('writer one')], visitor);
      await new Promise((resolve) => setTimeout(resolve, 200)); // hold the row while the second writer tries
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = test.db.transaction().execute((trx) => appendToStream(trx, streamId, 0, [contactRequested('writer two')], visitor));

    const outcomes = await Promise.allSettled([first, second]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejection = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((rejection as PromiseRejectedResult).reason).toBeInstanceOf(StreamVersionConflict);
    expect((await readStream(test.db, streamId)).events).toHaveLength(1);
  });

  it('given an event data that breaks its schema, when appended, then it is refused and nothing is written', async () => {
    const streamId = `test-${randomUUID()}`;
    const broken = { type: 'ContactRequested', data: { contactRequestId: 'not-a-uuid', contactMethod: 'fax' } } as unknown as DomainEvent;
    await expect(commit(test.db, { streamId, expectedVersion: 0, events: [broken], metadata: visitor })).rejects.toThrow();
    expect((await readStream(test.db, streamId)).version).toBe(0);
  });

  it('given a transaction held open while a later one commits, when a reader follows the log, then it does not skip the earlier event', async () => {
    // Catch the reader up to the end of the log first.
    let checkpoint = logStart;
    for (;;) {
      const batch = await readLog(test.db, checkpoint, { limit: 1000 });
      if (batch.events.length === 0) break;
      checkpoint = batch.checkpoint;
    }

    let releaseEarly!: () => void;
    const earlyMayCommit = new Promise<void>((resolve) => (releaseEarly = resolve));
    let earlyAppended!: () => void;
    const earlyHasAppended = new Promise<void>((resolve) => (earlyAppended = resolve));
    const early = test.db.transaction().execute(async (trx) => {
      await appendToStream(trx, `test-${randomUUID()}`, 0, [contactRequested('early, commits late')], visitor);
      earlyAppended();
      await earlyMayCommit;
    });
    await earlyHasAppended;
    await commit(test.db, { streamId: `test-${randomUUID()}`, expectedVersion: 0, events: [contactRequested('late, commits first')], metadata: visitor });

    // While the early transaction is in flight the reader must not move past it.
    const whileInFlight = await readLog(test.db, checkpoint, { limit: 1000 });
    expect(whileInFlight.events.map((event) => detailsOf(event))).toEqual([]);
    expect(whileInFlight.checkpoint).toEqual(checkpoint);

    releaseEarly();
    await early;
    // Snapshots are cluster-wide: another test file's open transaction may hold the reader back a
    // while longer (and earlier events of this file with it), so follow the log as a subscriber
    // would until both events have come.
    const ours = ['early, commits late', 'late, commits first'];
    const seen: RecordedEvent[] = [];
    let position = whileInFlight.checkpoint;
    for (const deadline = Date.now() + 45_000; seen.length < 2 && Date.now() < deadline; ) {
      const batch = await readLog(test.db, position, { limit: 1000 });
      position = batch.checkpoint;
      seen.push(...batch.events.filter((event) => ours.includes(detailsOf(event) ?? '')));
      if (seen.length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen.map((event) => detailsOf(event))).toEqual(ours);
    expect(BigInt(seen[0]!.position)).toBeLessThan(BigInt(seen[1]!.position));
  });

  it('given a recorded event, when someone tries to change or delete it, then the database refuses', async () => {
    const [event] = await commit(test.db, { streamId: `test-${randomUUID()}`, expectedVersion: 0, events: [contactRequested('a fact')], metadata: visitor });
    await expect(test.db.deleteFrom('events').where('event_id', '=', event!.eventId).execute()).rejects.toThrow(/immutable/);
  });
});

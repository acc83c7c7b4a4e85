import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent, EventOf } from '../catalogue.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { commit } from './commit.ts';
import { handleCommand, type StreamKind } from './handle-command.ts';
import { readStream } from './read-stream.ts';

/** A stream kind for these tests only: the details of the requests on it, in order. */
const requests: StreamKind<string[]> = {
  streamId: (id) => `test-${id}`,
  evolve: (state, event) => (event.type === 'ContactRequested' ? [...(state ?? []), event.data.details] : state),
};
const contactRequested = (details: string): EventOf<'ContactRequested'> => ({
  type: 'ContactRequested',
  data: { contactRequestId: randomUUID(), contactMethod: 'phone', email: '', phoneNumber: '+46 70 123 45 67', details },
});
const visitor = { actor: 'visitor' };
/** A decision that holds on to the state it saw: one more request, numbered after the ones there are. */
const oneMore =
  (seen: (string[] | undefined)[]) =>
  (state: string[] | undefined): DomainEvent[] => {
    seen.push(state);
    return [contactRequested(`request ${(state?.length ?? 0) + 1}`)];
  };

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await sql`CREATE TABLE test_secrets (id text NOT NULL, secret text NOT NULL)`.execute(test.db);
});
afterAll(async () => {
  await test?.drop();
});

describe('the command pipeline', () => {
  it('given a stream, when a command decides on it, then its events are recorded and the outcome says the states before and after', async () => {
    const id = randomUUID();
    await commit(test.db, { streamId: requests.streamId(id), expectedVersion: 0, events: [contactRequested('request 1')], metadata: visitor });

    const outcome = await handleCommand(test.db, requests, { id, metadata: visitor, decide: oneMore([]) });

    expect(outcome.before).toEqual(['request 1']);
    expect(outcome.after).toEqual(['request 1', 'request 2']);
    expect(outcome.recorded.map((event) => event.streamVersion)).toEqual([2]);
  });

  it('given the stream changed after the caller read it, when the command commits, then it decides again on the fresh stream and nothing is lost', async () => {
    const id = randomUUID();
    const streamId = requests.streamId(id);
    const stale = await readStream(test.db, streamId);
    await commit(test.db, { streamId, expectedVersion: 0, events: [contactRequested('request 1')], metadata: visitor });
    const seen: (string[] | undefined)[] = [];

    await handleCommand(test.db, requests, { id, stream: stale, metadata: visitor, decide: oneMore(seen) });

    expect(seen).toEqual([undefined, ['request 1']]);
    expect((await readStream(test.db, streamId)).events.map((event) => event.type === 'ContactRequested' && event.data.details)).toEqual(['request 1', 'request 2']);
  });

  it('given two commands at once on one stream (a double submit), then both are recorded, the second deciding on the first', async () => {
    const id = randomUUID();
    await Promise.all([
      handleCommand(test.db, requests, { id, metadata: visitor, decide: oneMore([]) }),
      handleCommand(test.db, requests, { id, metadata: visitor, decide: oneMore([]) }),
    ]);

    const { events } = await readStream(test.db, requests.streamId(id));
    expect(events.map((event) => event.type === 'ContactRequested' && event.data.details)).toEqual(['request 1', 'request 2']);
  });

  it('when the secrets are written with the events, then a lost attempt leaves none of its own, and the mails see the secrets kept', async () => {
    const id = randomUUID();
    const streamId = requests.streamId(id);
    const stale = await readStream(test.db, streamId);
    await commit(test.db, { streamId, expectedVersion: 0, events: [contactRequested('request 1')], metadata: visitor });
    let attempt = 0;
    const mailed: string[] = [];

    await handleCommand(test.db, requests, {
      id,
      stream: stale,
      metadata: visitor,
      decide: oneMore([]),
      secrets: () => {
        const secret = `secret of attempt ${++attempt}`;
        return { secret, write: (trx) => sql`INSERT INTO test_secrets VALUES (${id}, ${secret})`.execute(trx) };
      },
      mails: ({ secrets }) => {
        mailed.push(secrets.secret);
        return [];
      },
    });

    const { rows } = await sql<{ secret: string }>`SELECT secret FROM test_secrets WHERE id = ${id}`.execute(test.db);
    expect(rows.map((row) => row.secret)).toEqual(['secret of attempt 2']);
    expect(mailed).toEqual(['secret of attempt 2']);
  });

  it('when a command decides nothing, then no event is recorded but its secrets still are (a code used up)', async () => {
    const id = randomUUID();
    const outcome = await handleCommand(test.db, requests, {
      id,
      metadata: visitor,
      decide: () => [],
      secrets: () => ({ write: (trx) => sql`INSERT INTO test_secrets VALUES (${id}, 'used up')`.execute(trx) }),
    });

    expect(outcome.recorded).toEqual([]);
    expect((await readStream(test.db, requests.streamId(id))).version).toBe(0);
    const { rows } = await sql<{ secret: string }>`SELECT secret FROM test_secrets WHERE id = ${id}`.execute(test.db);
    expect(rows).toEqual([{ secret: 'used up' }]);
  });

  it('when a decision refuses (throws), then nothing is recorded and the refusal reaches the caller', async () => {
    const id = randomUUID();
    const refused = new Error('not allowed in this state');

    await expect(
      handleCommand(test.db, requests, {
        id,
        metadata: visitor,
        decide: () => {
          throw refused;
        },
      }),
    ).rejects.toBe(refused);
    expect((await readStream(test.db, requests.streamId(id))).version).toBe(0);
  });
});

describe('the command pipeline over several streams', () => {
  it('given one stream with a request and one new, when a command decides on both, then each gets its events after its own version, in one commit', async () => {
    const [older, newer] = [randomUUID(), randomUUID()];
    await commit(test.db, { streamId: requests.streamId(older), expectedVersion: 0, events: [contactRequested('request 1')], metadata: visitor });
    const seen: (string[] | undefined)[] = [];

    const outcome = await handleCommand(test.db, requests, {
      ids: [older, newer],
      metadata: visitor,
      decide: (states) => [older, newer].map((id) => ({ id, events: oneMore(seen)(states.get(id)) })),
    });

    expect(seen).toEqual([['request 1'], undefined]);
    expect(outcome.recorded.map((event) => [event.streamId, event.streamVersion])).toEqual([
      [requests.streamId(older), 2],
      [requests.streamId(newer), 1],
    ]);
    expect(new Set(outcome.recorded.map((event) => event.transactionId)).size).toBe(1);
  });

  it('given two new streams, when the mails of the change are refused inside the commit, then neither stream has anything', async () => {
    const ids = [randomUUID(), randomUUID()];

    const attempt = handleCommand(test.db, requests, {
      ids,
      metadata: visitor,
      decide: () => ids.map((id) => ({ id, events: [contactRequested('request 1')] })),
      mails: () => {
        throw new Error('past a limit');
      },
    });

    await expect(attempt).rejects.toThrow('past a limit');
    for (const id of ids) expect((await readStream(test.db, requests.streamId(id))).version).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequestMails, contactRequestStream, requestContact } from '../contact/request-contact.ts';
import type { ContactUs } from '../contact/contact-request.ts';
import { commit } from '../store/commit.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { replayLock, replayProjections, ReplayAlreadyRunning } from './replay.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

async function visitorAsks(index: number) {
  const request: ContactUs =
    index % 2 === 0
      ? { contactMethod: 'phone', phoneNumber: `070-${index}`, email: '', details: '' }
      : { contactMethod: 'email', phoneNumber: '', email: `visitor${index}@shop.example`, details: `Question number ${index}` };
  const id = randomUUID();
  await commit(test.db, {
    streamId: contactRequestStream(id),
    expectedVersion: 0,
    events: [requestContact(request, id)],
    metadata: { actor: 'visitor' },
    mails: (recorded) => contactRequestMails(recorded, 'operators@typetest.test'),
  });
}

const contactRequestRows = () => test.db.selectFrom('contact_requests').selectAll().orderBy('contact_request_id').execute();
const mailCount = async () =>
  Number(
    (
      await test.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('replaying the event log into the read tables', () => {
  it('given requests recorded live, when the log is replayed, then every read table equals the live one row for row, and no mail is added', async () => {
    for (let index = 0; index < 40; index++) await visitorAsks(index);
    const live = await contactRequestRows();
    const mailsBefore = await mailCount();

    const result = await replayProjections(test.db, { batchSize: 7 });

    expect(result.events).toBe(40);
    expect(result.tables).toContain('contact_requests');
    expect(await contactRequestRows()).toEqual(live);
    expect(await mailCount()).toBe(mailsBefore);
  });

  it('given a read table that drifted (a row lost, a row changed), when replayed, then it is the projection of the log again', async () => {
    const live = await contactRequestRows();
    await test.db.deleteFrom('contact_requests').where('contact_request_id', '=', live[0]!.contact_request_id).execute();
    await test.db.updateTable('contact_requests').set({ details: 'tampered' }).where('contact_request_id', '=', live[1]!.contact_request_id).execute();

    await replayProjections(test.db);

    expect(await contactRequestRows()).toEqual(live);
  });

  it('given visitors keep sending requests while a replay runs, then none of them is lost or doubled', async () => {
    const before = (await contactRequestRows()).length;
    const traffic = (async () => {
      for (let index = 100; index < 160; index++) await visitorAsks(index);
    })();
    const replays = (async () => {
      for (let round = 0; round < 3; round++) await replayProjections(test.db, { batchSize: 5 });
    })();
    await Promise.all([traffic, replays]);

    const rows = await contactRequestRows();
    expect(rows).toHaveLength(before + 60);
    expect(new Set(rows.map((row) => row.contact_request_id)).size).toBe(rows.length);
    await replayProjections(test.db);
    expect(await contactRequestRows()).toEqual(rows);
  });

  it('given a replay is running, when another starts, then the second is refused; once the first is done, replay works again', async () => {
    await test.db.connection().execute(async (otherOperator) => {
      await sql`SELECT pg_advisory_lock(${replayLock})`.execute(otherOperator);
      try {
        await expect(replayProjections(test.db)).rejects.toBeInstanceOf(ReplayAlreadyRunning);
      } finally {
        await sql`SELECT pg_advisory_unlock(${replayLock})`.execute(otherOperator);
      }
    });
    await expect(replayProjections(test.db)).resolves.toMatchObject({ tables: ['contact_requests', 'companies', 'company_emails', 'applicants', 'results', 'stage_fingerprints'] });
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequestMails, contactRequestStream, requestContact } from '../contact/request-contact.ts';
import type { ContactUs } from '../contact/contact-request.ts';
import type { DomainEvent } from '../catalogue.ts';
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

/** Appends a company's events as its commands do, each commit after the last. */
async function companyDoes(companyId: string, events: DomainEvent[]) {
  const { version } = await test.db
    .selectFrom('events')
    .select((eb) => eb.fn.coalesce(eb.fn.max('stream_version'), eb.lit(0)).as('version'))
    .where('stream_id', '=', `company-${companyId}`)
    .executeTakeFirstOrThrow();
  await commit(test.db, { streamId: `company-${companyId}`, expectedVersion: Number(version), events, metadata: { actor: 'company' } });
}

const registered = (companyId: string, loginEmail: string, textFolder: string): DomainEvent => ({
  type: 'CompanyRegistered',
  data: {
    companyId,
    loginEmail,
    emailForReceivingResults: loginEmail,
    contactName: 'Ada',
    companyName: `Company ${textFolder}`,
    vatNo: '',
    address: '',
    postCode: '',
    textFolder,
    isDefaultTexts: true,
    texts: [],
    timeZone: 'Europe/Stockholm',
    minimumWpm: null,
    minimumAccuracy: null,
    language: 'sv',
  },
});

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

  it('given companies that hand an address and a text folder on to each other, when replayed in pages of 1, 2, 3 and 2,000 events, then each replay equals the live tables row for row', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const settings = (companyId: string, textFolder: string, emailForReceivingResults: string): DomainEvent => ({
      type: 'CompanySettingsChanged',
      data: { companyId, contactName: 'Grace', companyName: 'Renamed', vatNo: 'SE1', address: 'Street 1', postCode: '111 22', textFolder, emailForReceivingResults },
    });
    await companyDoes(first, [registered(first, 'first@shop.example', 'first')]);
    await companyDoes(first, [
      { type: 'LoginEmailChanged', data: { companyId: first, previousEmail: 'first@shop.example', loginEmail: 'moved@shop.example', reason: 'changedInSettings' } },
    ]);
    // The address and the folder the first company let go are the second's, one event later.
    await companyDoes(first, [settings(first, 'first-renamed', 'results@shop.example')]);
    await companyDoes(second, [registered(second, 'first@shop.example', 'first')]);
    await companyDoes(second, [{ type: 'EmailVerified', data: { companyId: second, email: 'first@shop.example' } }]);
    await companyDoes(first, [{ type: 'EmailVerified', data: { companyId: first, email: 'first@shop.example' } }]);
    await companyDoes(first, [{ type: 'PassMarkChanged', data: { companyId: first, minimumWpm: 40, minimumAccuracy: 92.5 } }]);
    await companyDoes(second, [settings(second, 'second', 'second@shop.example')]);
    // An address let go that nobody takes: no longer anyone's.
    await companyDoes(first, [
      { type: 'LoginEmailChanged', data: { companyId: first, previousEmail: 'moved@shop.example', loginEmail: 'final@shop.example', reason: 'recovered' } },
    ]);
    const companies = () => test.db.selectFrom('companies').selectAll().where('company_id', 'in', [first, second]).orderBy('company_id').execute();
    const emails = () => test.db.selectFrom('company_emails').selectAll().where('company_id', 'in', [first, second]).orderBy('email').execute();
    const live = { companies: await companies(), emails: await emails() };
    expect(live.emails.map((row) => row.email)).toEqual(['final@shop.example', 'first@shop.example', 'results@shop.example', 'second@shop.example']);

    for (const batchSize of [1, 2, 3, 2000]) {
      await replayProjections(test.db, { batchSize });
      expect({ batchSize, companies: await companies(), emails: await emails() }).toEqual({ batchSize, ...live });
    }
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

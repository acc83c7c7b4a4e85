import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantStream, foldApplicant } from '../applicant/applicant-state.ts';
import { eraseApplicant } from '../applicant/erase-applicant.ts';
import { askToCloseAccount, closeAccount } from '../company/close-account.ts';
import { foldCompany } from '../company/company-state.ts';
import { companyStream } from '../stream-ids.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { readStream } from './read-stream.ts';
import { sealPersonalDataInLog } from './seal-log.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

const dump = async () => (await promisify(execFile)('pg_dump', ['--no-owner', '--dbname', test.url], { maxBuffer: 256 * 1024 * 1024 })).stdout;

const keystrokes = [
  { key: 'H', at: 1017 },
  { key: 'e', at: 1193 },
  { key: 'j', at: 1364 },
];

/** An applicant's events as the log held them before sealing: plain, at the schema versions of the time. */
async function givenPlainEventsOf(applicantId: string, companyId: string) {
  const ids = { applicantId, companyId };
  const rows = [
    ['ApplicantInvited', 1, { ...ids, email: 'margit.plain@example.com', fullName: 'Margit Plainsdottir' }],
    ['StageIssued', 1, { ...ids, stage: 1, text: 'Hej' }],
    ['StageFinished', 1, { ...ids, stage: 1, wpm: 41, accuracy: 100, claimedWpm: 41, durationMs: 347, keystrokes, flags: [] }],
    ['StageRefused', 1, { ...ids, stage: 2, reason: 'inhumanSpeed', claimedWpm: 400, keystrokes }],
    ['AllStagesFinished', 1, { ...ids, fullName: 'Margit Plainsdottir', email: 'margit.plain@example.com', wpm: 41, accuracy: 100, stages: [], flags: [] }],
  ] as const;
  for (const [index, [type, version, data]] of rows.entries()) {
    await sql`INSERT INTO events (event_id, stream_id, stream_version, event_type, schema_version, data, metadata)
      VALUES (${randomUUID()}, ${applicantStream(applicantId)}, ${index + 1}, ${type}, ${version}, ${JSON.stringify(data)}::jsonb, '{"actor":"test"}'::jsonb)`.execute(test.db);
  }
}

describe('the one-time sealing of the events written before personal data was sealed', () => {
  it('given plain events in the log, when a start-up seals them, then the dump holds none of it, reads see the same events, and an erasure then blanks them', async () => {
    const applicantId = randomUUID();
    const companyId = randomUUID();
    await givenPlainEventsOf(applicantId, companyId);
    const before = await readStream(test.db, applicantStream(applicantId));
    const logText = (await sql<{ text: string }>`SELECT ${JSON.stringify(keystrokes)}::jsonb::text AS text`.execute(test.db)).rows[0]!.text.slice(1, -1);
    const personal = ['Margit Plainsdottir', 'margit.plain@example.com', logText];
    const plainDump = await dump();
    expect(personal.filter((text) => plainDump.includes(text))).toEqual(personal);

    expect(await sealPersonalDataInLog(test.db)).toBe(4);

    const sealedDump = await dump();
    expect(personal.filter((text) => sealedDump.includes(text))).toEqual([]);
    const after = await readStream(test.db, applicantStream(applicantId));
    expect(after.events.map(({ type, data }) => ({ type, data }))).toEqual(before.events.map(({ type, data }) => ({ type, data })));
    // Done once: a second start-up finds nothing to do.
    expect(await sealPersonalDataInLog(test.db)).toBe(0);
    // And the log is immutable again for everyone else.
    await expect(sql`UPDATE events SET data = '{}'::jsonb WHERE stream_id = ${applicantStream(applicantId)}`.execute(test.db)).rejects.toThrow(/immutable/);

    expect(await eraseApplicant(test.db, { applicantId, companyId, metadata: { actor: `company:${companyId}` }, reason: 'request' })).toMatchObject({ outcome: 'erased' });
    const erased = foldApplicant((await readStream(test.db, applicantStream(applicantId))).events);
    expect(erased).toMatchObject({ email: '', fullName: '', erased: true, finished: [{ stage: 1, wpm: 41, keystrokes: [] }] });
  });

  it('given a log sealed for applicants and a company’s contact data still plain (as migration 0033 finds it), when a start-up seals again, then only the company’s events are sealed, read the same, and closing the account blanks them', async () => {
    const companyId = randomUUID();
    const registered = {
      companyId,
      loginEmail: 'birgit.plain@company.example',
      emailForReceivingResults: 'birgit.plain@company.example',
      contactName: 'Birgit Plainquist',
      companyName: 'Plainquist Rekrytering AB',
      vatNo: 'SE556000111201',
      address: 'Klartextgatan 7',
      postCode: '222 33 Lund',
      textFolder: 'plainquist',
      isDefaultTexts: true,
      texts: [],
    };
    const rows = [
      ['CompanyRegistered', 1, registered],
      ['PassMarkChanged', 1, { companyId, minimumWpm: 40, minimumAccuracy: 90 }],
      ['SupportRequested', 1, { companyId, title: 'Invoice', details: 'Ring Birgit Plainquist', contactMethod: 'email', email: 'birgit.plain@company.example' }],
    ] as const;
    for (const [index, [type, version, data]] of rows.entries()) {
      await sql`INSERT INTO events (event_id, stream_id, stream_version, event_type, schema_version, data, metadata)
        VALUES (${randomUUID()}, ${companyStream(companyId)}, ${index + 1}, ${type}, ${version}, ${JSON.stringify(data)}::jsonb, '{"actor":"test"}'::jsonb)`.execute(test.db);
    }
    const personal = ['birgit.plain@company.example', 'Birgit Plainquist', 'Plainquist Rekrytering AB', 'Klartextgatan 7', 'SE556000111201'];
    const before = await readStream(test.db, companyStream(companyId));
    expect(personal.filter((text) => !before.events.some((event) => JSON.stringify(event.data).includes(text)))).toEqual([]);
    // What migration 0033 leaves pending.
    await sql`INSERT INTO pending_log_rewrites VALUES ('seal-personal-data') ON CONFLICT DO NOTHING`.execute(test.db);

    expect(await sealPersonalDataInLog(test.db)).toBe(2);

    const sealedDump = await dump();
    expect(personal.filter((text) => sealedDump.includes(text))).toEqual([]);
    const after = await readStream(test.db, companyStream(companyId));
    expect(after.events.map(({ type, data }) => ({ type, data }))).toEqual(before.events.map(({ type, data }) => ({ type, data })));

    const metadata = { actor: `company:${companyId}` };
    expect(await askToCloseAccount(test.db, { companyId, closesAt: new Date(Date.now() - 1000), metadata, operatorEmail: 'ops@typetest.test' })).toMatchObject({ outcome: 'done' });
    expect(await closeAccount(test.db, { companyId, now: new Date(), metadata })).toMatchObject({ outcome: 'done' });
    const closed = foldCompany((await readStream(test.db, companyStream(companyId))).events);
    expect(closed).toMatchObject({ loginEmail: '', contactName: '', companyName: '', address: '', vatNo: '', textFolder: '', minimumWpm: 40, closed: true });
  });
});

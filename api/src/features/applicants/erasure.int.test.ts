import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantResult, ResultEntry } from '@typetest/events';
import { testRedisUrl } from '@typetest/events/testing';
import { databaseDump, logFragments, opsReplay, redisDump } from '../../testing/auditor-scans.ts';
import { countRows } from '../../testing/count-rows.ts';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantRow, applicantTestEnv, givenInvited, linkCodeOf, stageFinished, submitAuth, typedStage, type Link } from './given-applicants.ts';

const api = useTestApi();
const redisPrefix = 'erasure';
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
beforeAll(async () => {
  app = api.app({ ...applicantTestEnv, REDIS_PREFIX: redisPrefix });
  company = await givenSignedInCompany(app);
});

const erase = (applicantId: string, by: RegisteredCompany = company) => post(app, '/db/eraseapplicant', { applicantId }, by.accessToken);
const history = async () => (await post<{ users: ResultEntry[] }>(app, '/db/getspenthistory', { range: 0, textSearch: '', dateSearch: '' }, company.accessToken)).body.users;

let seeds = 2000;
/** An applicant who took the three tests: their row and every keystroke they sent. */
async function givenFinishedApplicant(name: string) {
  const [applicant] = await givenInvited(app, company, [applicantRow(name)]);
  const link: Link = { textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, applicant!.email) };
  const keystrokes: unknown[] = [];
  for (let i = 0; i < 3; i++) {
    const stage = await typedStage(app, link, { typosAt: [3], seed: ++seeds });
    keystrokes.push(...stage.keystrokes);
    const answer = await stageFinished(app, link, stage);
    if (answer.status !== 200) throw new Error(`test ${i + 1} refused: ${JSON.stringify(answer.body)}`);
  }
  return { ...applicant!, keystrokes };
}

/** The awaiting applicant's invitation as a job the mail queue tried once: the SMTP server's refusal quotes the address. */
async function givenRefusedMailJob(email: string) {
  const { id } = await api.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).executeTakeFirstOrThrow();
  const connection = new Redis(await testRedisUrl(), { maxRetriesPerRequest: null });
  // The API's client writes under its key prefix: the queue is where its REDIS_PREFIX says.
  const prefix = `${api.redis.options.keyPrefix}${redisPrefix}`;
  const queue = new Queue('mail', { connection, prefix });
  await queue.add('applicantInvitation', { outboxId: id }, { jobId: `mail-${id}`, attempts: 3, backoff: { type: 'fixed', delay: 60_000 } });
  const worker = new Worker(
    'mail',
    async () => {
      throw new Error(`550 5.1.1 <${email}>: Recipient address rejected`);
    },
    { connection, prefix },
  );
  await new Promise<void>((resolve) => worker.once('failed', () => resolve()));
  await worker.close();
  await queue.close();
  connection.disconnect();
}

describe('erasing an applicant, as an auditor checks it', () => {
  it('given a finished and an awaiting applicant, when the company erases both, then neither the database nor Redis holds their names, e-mails or keystrokes, before or after a replay, and their figures stay', async () => {
    const finished = await givenFinishedApplicant('Philippa Quillfeather');
    const [awaiting] = await givenInvited(app, company, [applicantRow('Octavia Lindqvist-Marlowe')]);
    const kept = await givenFinishedApplicant('Ada Controlsson');
    const awaitingLink: Link = { textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, awaiting!.email) };
    await givenRefusedMailJob(awaiting!.email);
    const personal = [finished.fullName, finished.email, awaiting!.fullName, awaiting!.email, ...(await logFragments(api.db, finished.keystrokes))];
    const [figures] = (await history()).filter((entry) => entry.applicantId === finished.applicantCode);

    // What the scans would find: the names and addresses in the read tables, the address in Redis.
    const before = await databaseDump(api.databaseUrl);
    expect([finished.fullName, finished.email, awaiting!.fullName, awaiting!.email].filter((text) => !before.includes(text))).toEqual([]);
    expect(await redisDump()).toContain(awaiting!.email);

    expect((await erase(finished.applicantCode)).status).toBe(200);
    expect((await erase(awaiting!.applicantCode)).status).toBe(200);

    const found = async () => {
      const [database, redis] = await Promise.all([databaseDump(api.databaseUrl), redisDump()]);
      return personal.filter((text) => database.includes(text) || redis.includes(text));
    };
    expect(await found()).toEqual([]);
    const erasedEntry = { applicantId: finished.applicantCode, fullName: '', email: '', erased: true, wpm: figures!.wpm, accuracy: figures!.accuracy, stages: figures!.stages };
    expect((await history()).find((entry) => entry.applicantId === finished.applicantCode)).toMatchObject(erasedEntry);
    // The link ends: the applicant's page says it is not valid.
    expect((await submitAuth(app, awaitingLink)).status).toBe(404);

    await opsReplay(api.databaseUrl);
    expect(await found()).toEqual([]);
    const afterReplay = await history();
    expect(afterReplay.find((entry) => entry.applicantId === finished.applicantCode)).toMatchObject(erasedEntry);
    expect(afterReplay.find((entry) => entry.applicantId === kept.applicantCode)).toMatchObject({ fullName: kept.fullName, email: kept.email, erased: false });
    // The CSV too: "Erased applicant" with its figures, no address.
    const csv = await app.request('/api/db/exporthistory', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${company.accessToken}` },
      body: JSON.stringify({ dateSearch: '', textSearch: '' }),
    });
    expect((await csv.text()).split(/\r?\n/).find((line) => line.startsWith('Erased applicant'))).toMatch(new RegExp(`^Erased applicant,,${figures!.wpm},${figures!.accuracy},`));
    const result = await post<{ data: ApplicantResult }>(app, '/db/getresult', { applicantId: finished.applicantCode }, company.accessToken);
    expect(result.body.data.applicant).toMatchObject({ fullName: '', email: '', erasedAt: expect.any(String) });
    expect(result.body.data.stages.map((stage) => stage.keystrokes)).toEqual([[], [], []]);
    expect(result.body.data.wpm).toBe(figures!.wpm);
  });

  it('given an erased applicant, an unknown one and another company’s, when the company erases them, then it is told so and nothing changes', async () => {
    const [applicant] = await givenInvited(app, company, [applicantRow('Twice Erased')]);
    expect((await erase(applicant!.applicantCode)).status).toBe(200);
    const other = await givenSignedInCompany(app);
    const [theirs] = await givenInvited(app, other, [applicantRow('Not Yours')]);
    const events = await countRows(api.db, 'events');

    const again = await erase(applicant!.applicantCode);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorMessage: 'This applicant’s personal data is already erased.' });
    const unknown = await erase('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorMessage: 'There is no such applicant in your account.' });
    expect((await erase(theirs!.applicantCode)).status).toBe(404);
    expect(await countRows(api.db, 'events')).toBe(events);
    expect((await post<{ data: { email: string }[] }>(app, '/db/getapplicantcodeswithnames', {}, other.accessToken)).body.data.map((entry) => entry.email)).toEqual([
      theirs!.email,
    ]);
  });
});

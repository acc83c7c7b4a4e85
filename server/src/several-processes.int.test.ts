import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, removeRedisKeys, type TestDatabase } from '@typetest/events/testing';
import { startTestSmtpServer, type TestSmtpServer } from '@typetest/platform/testing';
import {
  givenSignedInCompany,
  post,
  applicantRow,
  applicantTestEnv,
  givenInvited,
  stageFinished,
  typedStage,
  type TestApi,
  freePort,
  startProductProcess,
  testRedisUrl,
} from '@typetest/api/testing';

/**
 * The product as it runs on several machines (docs/scaling.md): two API processes and two mail
 * workers, apart, on one Postgres and one Redis.
 */
type App = ReturnType<TestApi['app']>;
const redisPrefix = `test-${randomBytes(4).toString('hex')}`;
const contactLimit = 4;
let database: TestDatabase;
let smtp: TestSmtpServer;
let processes: ReturnType<typeof startProductProcess>[] = [];
let apis: App[] = [];

/** The test helpers' client, over HTTP to a running API process. */
const overHttp = (base: string): App => {
  const client: Pick<App, 'request'> = { request: (path: string | URL | Request, init?: RequestInit) => fetch(`${base}${String(path)}`, init) };
  return client as App;
};

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
  const env = {
    ...applicantTestEnv,
    DATABASE_URL: database.url,
    REDIS_URL: await testRedisUrl(),
    REDIS_PREFIX: redisPrefix,
    SMTP_URL: smtp.url,
    CONTACT_RATE_LIMIT: String(contactLimit),
    WORKER: 'off',
  };
  const ports = [await freePort(), await freePort()];
  const api = ports.map((port) => startProductProcess('server/src/main.ts', { ...env, PORT: String(port) }));
  // The first migrates; the workers wait for nothing else.
  await Promise.all(api.map((process) => process.started));
  const workers = [0, 1].map(() => startProductProcess('server/src/worker.ts', { ...env, MAIL_BACKOFF_MS: '100' }, /The mail worker is running/));
  await Promise.all(workers.map((process) => process.started));
  processes = [...api, ...workers];
  apis = ports.map((port) => overHttp(`http://127.0.0.1:${port}`));
}, 90_000);
afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop()));
  await smtp?.close();
  await database?.drop();
  await removeRedisKeys(await testRedisUrl(), redisPrefix);
}, 60_000);

const [first, second] = [() => apis[0]!, () => apis[1]!];

/** Waits until every mail the outbox holds has been sent, then answers how many there are. */
async function everyMailSent(): Promise<number> {
  for (;;) {
    const rows = await database.db.selectFrom('mail_outbox').select('status').execute();
    if (rows.every((row) => row.status === 'sent')) return rows.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two API processes and two mail workers on one Postgres and one Redis', () => {
  it('given applicants finishing through both API processes, and their last test sent to both at once, then each result is recorded once and every mail arrives once', async () => {
    const company = await givenSignedInCompany(first());
    const invited = await givenInvited(second(), company, [applicantRow('Ada Lovelace'), applicantRow('Grace Hopper')]);
    for (const applicant of invited) {
      // The workers send at once: the link is in the applicant's mailbox only.
      const invitation = await smtp.waitForMail((mail) => mail.to !== undefined && JSON.stringify(mail.to).includes(applicant.email));
      const code = /\?code=([\w-]+)/.exec(invitation.text ?? '')?.[1];
      const link = { textFolder: company.textFolder, urlApplicantCode: code ?? 'missing' };
      await stageFinished(first(), link, await typedStage(first(), link));
      await stageFinished(second(), link, await typedStage(second(), link));
      const last = await typedStage(first(), link);
      const answers = await Promise.all([stageFinished(first(), link, last), stageFinished(second(), link, last)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    }

    const results = await database.db.selectFrom('results').select('applicant_id').execute();
    expect(results).toHaveLength(2);
    const sent = await everyMailSent();
    // The welcome mail, two invitations, two results mails.
    expect(sent).toBe(5);
    await smtp.waitForMail(() => smtp.mails.length >= sent);
    const messageIds = smtp.mails.map((mail) => mail.messageId);
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect(smtp.mails).toHaveLength(sent);
    expect(smtp.mails.filter((mail) => mail.subject?.includes('WPM'))).toHaveLength(2);
  }, 90_000);

  it(`given a visitor sending contact requests to either API process, then the limit of ${contactLimit} counts them together`, async () => {
    const contact = (app: App) =>
      post(app, '/public/contactus', { contactUs: { contactMethod: 'phone', phoneNumber: '+46 8 555 0199', email: '', details: '' } }).then((answer) => answer.status);
    const statuses = [];
    for (let index = 0; index < contactLimit; index++) statuses.push(await contact(index % 2 === 0 ? first() : second()));
    expect(statuses).toEqual(Array(contactLimit).fill(200));
    expect(await contact(first())).toBe(429);
    expect(await contact(second())).toBe(429);
  }, 30_000);
});

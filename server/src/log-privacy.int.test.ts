import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLog, loadConfig } from '@typetest/platform';
import { removeRedisKeys } from '@typetest/events/testing';
import { startWorker } from '@typetest/worker';
import { startTestSmtpServer, type TestSmtpServer } from '@typetest/platform/testing';
import { givenSignedInCompany, applicantTestEnv, invite, linkCodeOf, submitAuth, testRedisUrl, useTestApi } from '@typetest/api/testing';

const api = useTestApi();
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

/** Every line the process writes to stdout and stderr while `flow` runs, and the mail worker's. */
async function linesWrittenDuring(workerLines: string[], flow: () => Promise<void>): Promise<string[]> {
  const written: string[] = [];
  const original = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  process.stdout.write = capture as typeof process.stdout.write;
  process.stderr.write = capture as typeof process.stderr.write;
  try {
    await flow();
  } finally {
    process.stdout.write = original.out;
    process.stderr.write = original.err;
  }
  return [...written, ...workerLines]
    .join('')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

describe('what the product logs about applicants', () => {
  it('given a company inviting applicants while the SMTP server refuses some mails for a while and one for good, then every line written is JSON with time, level and process, and none holds an applicant name or e-mail', async () => {
    const app = api.app({ ...applicantTestEnv, SMTP_URL: smtp.url });
    const company = await givenSignedInCompany(app);
    const tag = randomBytes(3).toString('hex');
    const applicants = [
      { fullName: 'Ada Lovelace', email: `ada.lovelace.${tag}@example.com` },
      { fullName: 'Alan Turing', email: `alan.turing.${tag}@example.org` },
      { fullName: 'Grace Hopper', email: `grace.hopper.${tag}@example.net` },
    ];
    const workerLines: string[] = [];
    const queuePrefix = `test-${randomBytes(4).toString('hex')}`;
    const config = loadConfig({ SMTP_URL: smtp.url, REDIS_URL: await testRedisUrl(), MAIL_BACKOFF_MS: '20', MAIL_BACKOFF_MAX_MS: '100' });

    const lines = await linesWrittenDuring(workerLines, async () => {
      // The first is refused for good, the next ones for a while.
      smtp.refuseNext(1, 550);
      smtp.refuseNext(3, 451);
      const worker = await startWorker({ db: api.db, config, queuePrefix, log: createLog('mail', (line) => workerLines.push(line)) });
      try {
        expect((await invite(app, company, applicants)).status).toBe(200);
        // The same applicants again, one of them twice: refused, with the address in the answer, not the log.
        expect((await invite(app, company, [applicants[0]!, applicants[0]!])).status).toBeGreaterThanOrEqual(400);
        const code = await linkCodeOf(api.db, applicants[1]!.email).catch(() => undefined);
        if (code) await submitAuth(app, { textFolder: company.textFolder, urlApplicantCode: code });
        await expect
          .poll(async () => (await api.db.selectFrom('mail_outbox').select('status').where('status', 'in', ['pending', 'queued']).execute()).length, {
            timeout: 20_000,
            interval: 100,
          })
          .toBe(0);
      } finally {
        await worker.close();
        await removeRedisKeys(config.REDIS_URL, queuePrefix);
      }
    });

    expect(
      lines.some((line) => line.includes('failed for good')),
      'the refused mail is logged',
    ).toBe(true);
    expect(
      lines.some((line) => line.includes('retrying until it works')),
      'the outage is logged',
    ).toBe(true);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ time: expect.any(String), level: expect.any(String), process: expect.any(String) });
    const everything = lines.join('\n').toLowerCase();
    for (const { fullName, email } of applicants) {
      for (const word of [...fullName.toLowerCase().split(' '), email.toLowerCase(), email.split('@')[0]!]) expect(everything).not.toContain(word);
    }
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { retryFailedMails } from '@typetest/events';
import { finishTestApplicant, inviteTestApplicant, newTestCode } from './testing/applicant-mails.ts';
import { registerTestCompany } from './testing/company-mails.ts';
import { waitUntil } from './testing/wait-until.ts';
import { workerProcessesOnHarness } from './testing/worker-process.ts';

const { harness, start } = workerProcessesOnHarness();

/** The lines the worker process wrote, on both streams; the sentences it says at start and stop are plain, the rest JSON. */
function linesOf(output: { stdout: string; stderr: string }) {
  return `${output.stdout}\n${output.stderr}`.split('\n').filter((line) => line.trim() !== '');
}

const plainSentences = ['The mail worker is running.', 'SIGTERM: finishing mails in flight, then stopping'];

describe('what the mail worker (`npm run worker`) logs about applicants', () => {
  it("given an applicant's invitation the SMTP server refuses for a while, a result mailed to the company, and an invitation refused for good and then retried by an operator, then no line the worker writes holds an applicant's name or e-mail", async () => {
    const { db, smtp } = harness();
    const tag = randomBytes(3).toString('hex');
    const { company } = await registerTestCompany(db, `logs${tag}`);
    const ada = { fullName: 'Ada Lovelace', email: `ada.lovelace.${tag}@example.com` };
    const grace = { fullName: 'Grace Hopper', email: `grace.hopper.${tag}@example.net` };
    const worker = start({ MAIL_BACKOFF_MS: '20', MAIL_BACKOFF_MAX_MS: '200' });
    await worker.running;
    // The welcome mail is sent first: the refusals below are for the applicants' mails.
    await waitUntil('the welcome mail sent', async () => smtp.mails.length === 1, 20_000);

    // Refused for a while, as a busy server does, quoting the address as real servers' replies do; then sent.
    smtp.refuseNext(2, 451, `4.2.1 <${ada.email}>: mailbox busy, try again later`);
    const {
      applicant,
      mailIds: [invitation],
    } = await inviteTestApplicant(db, company, ada, newTestCode());
    await waitUntil("Ada's invitation sent", async () => (await harness().outboxMail(invitation!)).status === 'sent', 20_000);
    const [results] = await finishTestApplicant(db, company, applicant, { wpm: 61, accuracy: 97, stages: [], flags: [] }, undefined);
    await waitUntil("Ada's results mail sent", async () => (await harness().outboxMail(results!)).status === 'sent', 20_000);

    // Refused for good (an unknown mailbox), then put back in line by an operator and sent.
    smtp.refuseNext(1, 550, `5.1.1 <${grace.email}>: Recipient address rejected: User unknown in virtual mailbox table`);
    const {
      mailIds: [refused],
    } = await inviteTestApplicant(db, company, grace, newTestCode());
    await waitUntil("Grace's invitation failed", async () => (await harness().outboxMail(refused!)).status === 'failed', 20_000);
    expect(await retryFailedMails(db, { ids: [refused!] })).toEqual([refused]);
    await waitUntil("Grace's invitation sent after the retry", async () => (await harness().outboxMail(refused!)).status === 'sent', 20_000);
    expect(smtp.refusedMails).toHaveLength(3);
    expect(await worker.stop()).toBe(0);

    const lines = linesOf(worker.output());
    expect(
      lines.some((line) => line.includes('failed for good')),
      'the refused mail is logged',
    ).toBe(true);
    for (const line of lines.filter((each) => !plainSentences.includes(each))) {
      expect(JSON.parse(line), line).toMatchObject({ time: expect.any(String), level: expect.any(String), process: expect.any(String) });
    }
    const everything = lines.join('\n').toLowerCase();
    for (const { fullName, email } of [ada, grace]) {
      for (const word of [...fullName.toLowerCase().split(' '), email, email.split('@')[0]!]) expect(everything).not.toContain(word);
    }
  });
});

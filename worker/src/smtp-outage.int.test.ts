import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitContactRequest, requestByEmail } from './testing/contact-request.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { waitUntil } from './testing/wait-until.ts';

// Shortened timings: a first retry after 20 ms, doubling up to 200 ms (in production 2 s up to
// 10 minutes), so a few seconds here are many retries, as an outage of hours is in production.

describe('an SMTP server that is down for a while', () => {
  let harness: MailHarness;
  beforeAll(async () => {
    harness = await startMailHarness({ withOutage: true, env: { MAIL_RETRY_HOURS: '1', MAIL_BACKOFF_MS: '20', MAIL_BACKOFF_MAX_MS: '200' } });
    await harness.startWorker();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given the server refuses connections while mails are committed, when it comes back, then every mail is delivered once, none failed, and the log says once that it went down and once that it is back', async () => {
    const outage = harness.outage!;
    await outage.down();
    const markers = Array.from({ length: 6 }, (_, index) => `outage-${index}`);
    const ids = await Promise.all(markers.map((marker) => commitContactRequest(harness.db, requestByEmail(marker))));

    // Each tried again and again (the default of 8 tries once made such mails failed).
    await waitUntil('every mail tried ten times', async () => (await Promise.all(ids.map((id) => harness.outboxMail(id)))).every((mail) => mail.attempts >= 10), 30_000);
    expect((await Promise.all(ids.map((id) => harness.outboxMail(id)))).map((mail) => mail.status)).toEqual(ids.map(() => 'queued'));

    await outage.up();
    await waitUntil('every mail sent', async () => (await Promise.all(ids.map((id) => harness.outboxMail(id)))).every((mail) => mail.status === 'sent'), 30_000);
    await harness.waitForQueueIdle();
    expect(markers.map((marker) => harness.mailsWith(marker).length)).toEqual(markers.map(() => 1));

    const server = `SMTP server ${new URL(outage.url).host}`;
    const about = harness.logs.filter((line) => line.includes(server));
    expect(about).toEqual([
      expect.stringMatching(/^SMTP server 127\.0\.0\.1:\d+: ESOCKET: connect ECONNREFUSED 127\.0\.0\.1:\d+ \(transient\); retrying until it works$/),
      expect.stringMatching(/: working again after \d+ s$/),
    ]);
  });
});

describe('an SMTP server that stays down longer than MAIL_RETRY_HOURS', () => {
  let harness: MailHarness;
  beforeAll(async () => {
    // 0.0005 hours: 1.8 seconds.
    harness = await startMailHarness({ withOutage: true, env: { MAIL_RETRY_HOURS: '0.0005', MAIL_BACKOFF_MS: '20', MAIL_BACKOFF_MAX_MS: '200' } });
    await harness.startWorker();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given the server refuses connections all along, then the mail is failed once the retry period has passed since its first attempt, in one log line with the reason', async () => {
    await harness.outage!.down();
    const committedAt = Date.now();
    const id = await commitContactRequest(harness.db, requestByEmail('never-up'));

    const failed = await waitUntil(`mail ${id} failed`, async () => {
      const mail = await harness.outboxMail(id);
      return mail.status === 'failed' && mail;
    });
    expect(Date.now() - committedAt).toBeGreaterThanOrEqual(1800);
    expect(failed.attempts).toBeGreaterThan(3);
    expect(failed.lastError).toContain('ECONNREFUSED');
    expect(harness.logs.filter((line) => line.startsWith(`mail ${id} `))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^mail ${id} \\(contactRequest\\) failed for good after \\d+ attempt\\(s\\) at SMTP server 127\\.0\\.0\\.1:\\d+: ESOCKET: connect ECONNREFUSED 127\\.0\\.0\\.1:\\d+ \\(transient\\);`,
        ),
      ),
    ]);
  });
});

import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitContactRequest, requestByEmail } from './testing/contact-request.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { waitUntil } from './testing/wait-until.ts';

/** A port on 127.0.0.1 that nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let harness: MailHarness;
let port: number;
beforeAll(async () => {
  port = await closedPort();
  // A retry period of about 2 s (MAIL_RETRY_HOURS), so the mail is given up within the test.
  harness = await startMailHarness({
    env: { SMTP_URL: `smtp://mailer:secret-password@127.0.0.1:${port}`, MAIL_RETRY_HOURS: '0.0005', MAIL_BACKOFF_MS: '20', MAIL_BACKOFF_MAX_MS: '200' },
  });
  await harness.startWorker();
});
afterAll(async () => {
  await harness?.close();
});

describe('a mail the SMTP server cannot be reached for', () => {
  it('given SMTP_URL names a closed port, when a mail is sent, then the outage line and the mail’s failure name the server it tried, host and port, and never the password', async () => {
    const id = await commitContactRequest(harness.db, requestByEmail('closed-port'));

    await waitUntil(`mail ${id} failed`, async () => (await harness.outboxMail(id)).status === 'failed');
    expect(harness.logs.filter((line) => line.startsWith(`mail ${id} `))).toEqual([expect.stringContaining(`failed for good after`)]);
    expect(harness.logs.find((line) => line.startsWith(`mail ${id} `))).toContain(`at SMTP server 127.0.0.1:${port}:`);
    expect(harness.logs.some((line) => line.startsWith(`SMTP server 127.0.0.1:${port}: `))).toBe(true);
    expect(harness.logs.join('\n')).not.toContain('secret-password');
  });
});

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
  harness = await startMailHarness({ env: { SMTP_URL: `smtp://mailer:secret-password@127.0.0.1:${port}`, MAIL_ATTEMPTS: '2' } });
  await harness.startWorker();
});
afterAll(async () => {
  await harness?.close();
});

describe('a mail the SMTP server cannot be reached for', () => {
  it('given SMTP_URL names a closed port, when a mail is sent, then each log line of its failed attempts names the server it tried, host and port, and never the password', async () => {
    const id = await commitContactRequest(harness.db, requestByEmail('closed-port'));

    await waitUntil(`mail ${id} failed`, async () => (await harness.outboxMail(id)).status === 'failed');
    const lines = harness.logs.filter((line) => line.startsWith(`mail ${id} `));
    expect(lines).toEqual([
      expect.stringContaining(`attempt 1 of 2 at SMTP server 127.0.0.1:${port} failed, trying again later:`),
      expect.stringContaining(`failed for good after 2 attempt(s) at SMTP server 127.0.0.1:${port}:`),
    ]);
    expect(harness.logs.join('\n')).not.toContain('secret-password');
  });
});

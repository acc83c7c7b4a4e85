import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitContactRequest, requestByEmail } from './testing/contact-request.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { waitUntil } from './testing/wait-until.ts';

let harness: MailHarness;
beforeAll(async () => {
  harness = await startMailHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe('stopping the worker', () => {
  it('given a mail being sent to a slow server, when the worker is closed, then the mail is still delivered and recorded sent', async () => {
    const worker = await harness.startWorker();
    harness.smtp.delayNext(1, 1500);
    const id = await commitContactRequest(harness.db, requestByEmail('in-flight-at-shutdown'));
    await waitUntil('the mail is being sent', async () => (await harness.queue.getJobCounts('active')).active === 1);

    await worker.close();

    expect(harness.mailsWith('in-flight-at-shutdown')).toHaveLength(1);
    expect(await harness.outboxMail(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('given a closed worker, when a mail is committed, then it waits in the outbox for the next worker', async () => {
    const id = await commitContactRequest(harness.db, requestByEmail('after-shutdown'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await harness.outboxMail(id)).toMatchObject({ status: 'pending' });

    const worker = await harness.startWorker();
    await harness.smtp.waitForMail((mail) => (mail.text ?? '').includes('after-shutdown'));
    await worker.close();
    expect(await harness.outboxMail(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

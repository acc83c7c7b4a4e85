import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobId } from '@typetest/platform';
import { addMailJobs } from './mail-queue.ts';
import { commitContactRequest, requestByEmail } from './testing/contact-request.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { waitUntil } from './testing/wait-until.ts';

let harness: MailHarness;
beforeAll(async () => {
  harness = await startMailHarness();
  await harness.startWorker();
});
afterAll(async () => {
  await harness?.close();
});

const sentMail = (id: string) =>
  waitUntil(`mail ${id} is sent`, async () => {
    const mail = await harness.outboxMail(id);
    return mail.status === 'sent' && mail;
  });

describe('relaying outbox mails into the queue', () => {
  it('given one outbox mail, when it is put in the queue several times, then it is sent once', async () => {
    const id = await commitContactRequest(harness.db, requestByEmail('queued-thrice'));
    // The relay adds it too; these race it.
    const mail = { id, kind: 'contactRequest' };
    await Promise.all([addMailJobs(harness.queue, [mail, mail]), addMailJobs(harness.queue, [mail])]);

    expect(await sentMail(id)).toMatchObject({ attempts: 1 });
    await harness.waitForQueueIdle();
    expect(harness.mailsWith('queued-thrice')).toHaveLength(1);
  });

  it('given a sent mail whose job is gone, when a job for it is added again, then the job runs and nothing is sent', async () => {
    const id = await commitContactRequest(harness.db, requestByEmail('sent-then-requeued'));
    await sentMail(id);
    await harness.waitForQueueIdle();
    // Finished jobs are removed at once; remove it in case one lingered, so the add below is a real one.
    await (await harness.queue.getJob(mailJobId(id)))?.remove();
    expect(await harness.queue.getJob(mailJobId(id))).toBeUndefined();

    await addMailJobs(harness.queue, [{ id, kind: 'contactRequest' }]);
    // The job disappears once the sender has finished with it.
    await waitUntil('the sender has run the job', async () => (await harness.queue.getJob(mailJobId(id))) === undefined);

    expect(harness.mailsWith('sent-then-requeued')).toHaveLength(1);
    expect(await harness.outboxMail(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('given two workers side by side, when many mails are committed at once, then every one is sent exactly once', async () => {
    await harness.startWorker(); // a second relay and sender on the same outbox and queue
    const ids = [];
    for (let index = 0; index < 30; index++) ids.push(await commitContactRequest(harness.db, requestByEmail(`burst-${index}.`)));

    for (const id of ids) await sentMail(id);
    await harness.waitForQueueIdle();
    for (let index = 0; index < 30; index++) expect(harness.mailsWith(`burst-${index}.`)).toHaveLength(1);
  });
});

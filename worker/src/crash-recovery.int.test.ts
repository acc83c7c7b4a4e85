import { describe, expect, it } from 'vitest';
import { findMails } from '@typetest/events';
import { commitContactRequest, requestByEmail } from './testing/contact-request.ts';
import { waitUntil } from './testing/wait-until.ts';
import { workerProcessesOnHarness } from './testing/worker-process.ts';

// Workers as `npm run worker` runs them, in processes of their own, with the shipped timings:
// only a process of its own can be killed the way a crash, an OOM kill or a pulled plug does.
const workers = workerProcessesOnHarness();
const startWorker = workers.start;

/** How soon after a crash its mails must be out: BullMQ's default stall detection took 30 to 60 s. */
const recoveryBoundMs = 15_000;

describe('a worker killed in the middle of sending', () => {
  it('given a worker killed (kill -9) while the SMTP server has not answered its mails, when a new worker starts, then every mail arrives once, soon, and its row ends sent', async () => {
    const crashed = startWorker();
    await crashed.running;
    // A slow server: it takes each message in full and answers only a minute later.
    workers.harness().smtp.delayNext(10, 60_000);
    const ids: string[] = [];
    for (let index = 0; index < 10; index++) ids.push(await commitContactRequest(workers.harness().db, requestByEmail(`in-flight-${index}.`)));
    await waitUntil('the worker is in the middle of sending several mails', async () => workers.harness().smtp.heldAnswers() >= 3);

    await crashed.kill();
    const killedAt = Date.now();
    workers.harness().smtp.cancelDelays(); // the server answers at once from now on
    // The server never said OK to the killed worker, so none of those mails counts as arrived.
    await waitUntil('the server has let go of the killed connections', async () => workers.harness().smtp.heldAnswers() === 0);
    expect(workers.harness().smtp.mails).toHaveLength(0);

    const restarted = startWorker();
    const outbox = await waitUntil(
      'every mail is sent',
      async () => {
        const rows = await findMails(workers.harness().db, ids);
        return rows.every((row) => row.status === 'sent') && rows;
      },
      recoveryBoundMs,
    );
    const recoveredInMs = Date.now() - killedAt;

    expect(recoveredInMs).toBeLessThan(recoveryBoundMs);
    // The killed attempts were rolled back with their transactions: each row counts one attempt.
    for (const row of outbox) expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    for (let index = 0; index < 10; index++) expect(workers.harness().mailsWith(`in-flight-${index}.`)).toHaveLength(1);
    expect(await restarted.stop()).toBe(0);
  });
});

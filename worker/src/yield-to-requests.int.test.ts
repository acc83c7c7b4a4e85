import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from './index.ts';
import { commitContactRequest, requestByEmail } from './testing/contact-request.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { waitUntil } from './testing/wait-until.ts';
import { defaultPace } from './yield-to-requests.ts';

// The worker as the api process runs it (startWorker with yieldToRequests), in this test's process,
// with real Postgres, Redis and an SMTP server on the same event loop, which the test keeps busy the
// way a burst of requests would. The SMTP server holds each answer a while, so how many mails the
// sender has in flight at once shows at the server (heldAnswers).
let harness: MailHarness;
let worker: RunningWorker | undefined;
beforeAll(async () => {
  harness = await startMailHarness(); // MAIL_CONCURRENCY 4
});
afterEach(async () => {
  await worker?.close();
  worker = undefined;
  harness.smtp.cancelDelays();
});
afterAll(async () => {
  await harness?.close();
});

/**
 * Keeps this thread's event loop about fully busy, as CPU-bound requests do: 20 ms of work at a
 * time, with a turn of the loop between (I/O, the worker's among it, is served there). Notes the
 * most mails the SMTP server held at once meanwhile.
 */
function keepTheLoopBusy() {
  let busy = true;
  let mostInFlight = 0;
  const work = () => {
    if (!busy) return;
    const until = performance.now() + 20;
    while (performance.now() < until) mostInFlight = Math.max(mostInFlight, harness.smtp.heldAnswers());
    setImmediate(work);
  };
  setImmediate(work);
  return {
    mostInFlight: () => mostInFlight,
    stop() {
      busy = false;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the mail sender inside the api process gives way to requests', () => {
  it('given the event loop kept busy, when mails are due, then every one is still delivered, one at a time; once the loop is quiet, several at a time again', async () => {
    worker = await harness.startWorker({ yieldToRequests: true });
    const load = keepTheLoopBusy();
    try {
      // A few samples of a busy loop: the sender has slowed down.
      await sleep(defaultPace.everyMs * 3);
      harness.smtp.delayNext(6, 150);
      for (let index = 0; index < 6; index++) await commitContactRequest(harness.db, requestByEmail(`under-load-${index}.`));

      await waitUntil('every mail due under load has arrived', async () => harness.mailsWith('under-load-').length === 6, 30_000);
      expect(load.mostInFlight()).toBe(1);
    } finally {
      load.stop();
    }

    // Quiet for longer than it takes to resume: the mails go out MAIL_CONCURRENCY at a time.
    await sleep(defaultPace.everyMs * (defaultPace.quietSamplesToResume + 3));
    harness.smtp.delayNext(4, 1_000);
    for (let index = 0; index < 4; index++) await commitContactRequest(harness.db, requestByEmail(`quiet-${index}.`));
    await waitUntil('several mails are in flight at once', async () => harness.smtp.heldAnswers() >= 2);
    await waitUntil('every mail due while quiet has arrived', async () => harness.mailsWith('quiet-').length === 4);
  });
});

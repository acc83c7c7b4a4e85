import { readdirSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { commitContactRequest, requestByEmail } from './testing/contact-request.ts';
import { workerProcessesOnHarness } from './testing/worker-process.ts';

// `npm run worker` as it runs beside the api (docker-compose.yml): a process of its own, whose
// threads' nice values the system reports (/proc/<pid>/task on Linux).
const workers = workerProcessesOnHarness();
const startWorker = workers.start;

/** The nice value of every thread of a process, as the system schedules them. */
function niceOfThreads(pid: number | undefined): number[] {
  if (pid === undefined) throw new Error('The worker process has no pid');
  return readdirSync(`/proc/${pid}/task`).map((thread) => os.getPriority(Number(thread)));
}

describe.runIf(process.platform === 'linux')('the mail worker on its own runs below requests (MAIL_WORKER_NICE)', () => {
  it('given nothing set, when the worker starts, then every thread of it runs at nice 10, it says so, and it sends mail all the same', async () => {
    const worker = startWorker();
    await worker.running;

    const nice = niceOfThreads(worker.pid);
    expect(nice.length).toBeGreaterThan(1);
    expect(new Set(nice)).toEqual(new Set([10]));
    expect(worker.output().stdout).toContain('mail worker: runs at nice 10 (MAIL_WORKER_NICE), below requests on a shared CPU');

    await commitContactRequest(workers.harness().db, requestByEmail('niced-worker.'));
    await workers.harness().smtp.waitForMail((mail) => (mail.text ?? '').includes('niced-worker.'));
  });

  it('given MAIL_WORKER_NICE 0, then its threads keep the priority it was started with', async () => {
    const worker = startWorker({ MAIL_WORKER_NICE: '0' });
    await worker.running;

    expect(new Set(niceOfThreads(worker.pid))).toEqual(new Set([os.getPriority()]));
    expect(worker.output().stdout).not.toContain('runs at nice');
  });

  it('given a MAIL_WORKER_NICE out of 0 to 19, then the worker does not start, and says so in one line', async () => {
    const worker = startWorker({ MAIL_WORKER_NICE: '20' });

    expect(await worker.exited).toBe(1);
    expect(worker.output().stderr).toContain('MAIL_WORKER_NICE must be a whole number from 0 to 19 (got "20")');
  });
});

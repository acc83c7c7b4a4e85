import type { Kysely } from 'kysely';
import { claimStaleQueuedMails, markMailsChecked, type Database } from '@typetest/events';
import { mailJobId } from '@typetest/platform';
import { addMailJobs, type MailQueue } from './mail-queue.ts';
import { createOutageLog } from './outage-log.ts';
import { startPollLoop, type PollLoop } from './poll-loop.ts';
import type { WorkerLog } from './worker-log.ts';

/** Job states in which BullMQ will still run the job (now or after a delay). */
const liveStates = new Set(['waiting', 'delayed', 'prioritized', 'active', 'waiting-children']);

/** Whether the queue still holds a job that will send this mail. */
async function hasLiveJob(queue: MailQueue, outboxId: string): Promise<boolean> {
  const job = await queue.getJob(mailJobId(outboxId));
  if (!job) return false;
  if (liveStates.has(await job.getState())) return true;
  // A finished job left behind would turn the add that follows into a no-op.
  await job.remove();
  return false;
}

/**
 * Queues again the mails that are marked queued but whose job is gone: Redis keeps nothing on
 * disk, so a restart loses every job. Re-adding is always safe: a job id is added once, and the
 * sender never sends a mail that is already sent.
 */
export async function requeueLostMails(
  db: Kysely<Database>,
  queue: MailQueue,
  { olderThanMs, limit }: { olderThanMs: number; limit: number },
): Promise<{ checked: number; requeued: number }> {
  return db.transaction().execute(async (trx) => {
    const mails = await claimStaleQueuedMails(trx, { olderThanMs, limit });
    const lost = [];
    for (const mail of mails) if (!(await hasLiveJob(queue, mail.id))) lost.push(mail);
    await markMailsChecked(
      trx,
      mails.map((mail) => mail.id),
    );
    await addMailJobs(queue, lost);
    return { checked: mails.length, requeued: lost.length };
  });
}

export interface SweepOptions {
  db: Kysely<Database>;
  queue: MailQueue;
  redisReady: () => boolean;
  everyMs: number;
  /** A queued mail untouched this long is checked against Redis. */
  requeueAfterMs: number;
  batchSize?: number;
  log: WorkerLog;
}

export function startSweep({ db, queue, redisReady, everyMs, requeueAfterMs, batchSize = 100, log }: SweepOptions): PollLoop {
  return startPollLoop({
    everyMs,
    outage: createOutageLog('mail sweep', log),
    tick: async () => {
      if (!redisReady()) return { more: false };
      const { checked, requeued } = await requeueLostMails(db, queue, { olderThanMs: requeueAfterMs, limit: batchSize });
      if (requeued > 0) log.info(`mail sweep: queued ${requeued} mail${requeued === 1 ? '' : 's'} again whose job Redis had lost`);
      return { more: checked === batchSize };
    },
  });
}

import type { Kysely } from 'kysely';
import { claimPendingMails, markMailsQueued, type Database } from '@typetest/events';
import { addMailJobs, type MailQueue } from './mail-queue.ts';
import { createOutageLog } from './outage-log.ts';
import { startPollLoop, type PollLoop } from './poll-loop.ts';
import type { WorkerLog } from './worker-log.ts';

/**
 * Moves one batch of pending outbox mails into the queue and marks them queued, in one
 * transaction. Redis is called last: if it fails, the transaction rolls back and the mails stay
 * pending for the next round. Returns how many mails were queued.
 */
export async function relayPendingMails(db: Kysely<Database>, queue: MailQueue, limit: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const mails = await claimPendingMails(trx, limit);
    await markMailsQueued(
      trx,
      mails.map((mail) => mail.id),
    );
    await addMailJobs(queue, mails);
    return mails.length;
  });
}

export interface RelayOptions {
  db: Kysely<Database>;
  queue: MailQueue;
  /** False while Redis is away: mails then wait in the outbox (the outage is logged by the connection). */
  redisReady: () => boolean;
  everyMs: number;
  batchSize?: number;
  log: WorkerLog;
}

/** The outbox relay: polls for pending mails, and keeps polling through outages. */
export function startRelay({ db, queue, redisReady, everyMs, batchSize = 100, log }: RelayOptions): PollLoop {
  return startPollLoop({
    everyMs,
    outage: createOutageLog('mail relay', log),
    tick: async () => {
      if (!redisReady()) return { more: false };
      const queued = await relayPendingMails(db, queue, batchSize);
      return { more: queued === batchSize };
    },
  });
}

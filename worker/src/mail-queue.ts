import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { type Config, mailJobId, mailQueueName } from '@typetest/platform';

/** Only the outbox id goes into Redis, never an address or a payload (they stay in Postgres). */
export interface MailJobData {
  outboxId: string;
}

/** The outbox id of a job's data, or undefined when the job is not one of ours. */
export function readOutboxId(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('outboxId' in data)) return undefined;
  const { outboxId } = data;
  return typeof outboxId === 'string' && /^\d+$/.test(outboxId) ? outboxId : undefined;
}

/**
 * A failed send is not a failed job: the sender delays the job itself (sender.ts), for as long as
 * MAIL_RETRY_HOURS allows. BullMQ's own retries are for a job that throws (Postgres away): with
 * exponential backoff and jitter, a few times; after that the sweep queues the mail again
 * (sweep.ts). Finished jobs are removed at once: Postgres keeps the record (status, attempts, last
 * error), and a leftover failed job would turn an operator's retry into a no-op.
 */
export function mailJobOptions(config: Pick<Config, 'MAIL_BACKOFF_MS'>): JobsOptions {
  return {
    attempts: 8,
    backoff: { type: 'exponential', delay: config.MAIL_BACKOFF_MS, jitter: 0.5 },
    removeOnComplete: true,
    removeOnFail: true,
  };
}

export function createMailQueue(connection: Redis, prefix: string, config: Pick<Config, 'MAIL_BACKOFF_MS'>) {
  return new Queue<MailJobData>(mailQueueName, { connection, prefix, defaultJobOptions: mailJobOptions(config) });
}

export type MailQueue = ReturnType<typeof createMailQueue>;

/** Adds a job for each mail; ids already in the queue stay as they are. */
export async function addMailJobs(queue: MailQueue, mails: readonly { id: string; kind: string }[]): Promise<void> {
  if (mails.length === 0) return;
  await queue.addBulk(mails.map((mail) => ({ name: mail.kind, data: { outboxId: mail.id }, opts: { jobId: mailJobId(mail.id) } })));
}

import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Config } from '@typetest/platform';

/** The one BullMQ queue the worker uses: jobs that each say "send outbox mail N". */
export const mailQueueName = 'mail';

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
 * One job id per outbox row, so adding the same row twice is a no-op. BullMQ refuses custom ids
 * that are plain integers (they would clash with its own) or contain ':', hence the `mail-` prefix.
 */
export const mailJobId = (outboxId: string) => `mail-${outboxId}`;

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

/**
 * Forgets the jobs of mails cancelled before they were sent (an applicant's data erased:
 * events/src/applicant/erase-applicant.ts): each job's hash and log, its place in BullMQ's lists
 * and sets, and what BullMQ's event stream recorded of it (a failed attempt's reason may quote the
 * address). Plain commands on BullMQ's key layout, so any client of the worker's Redis will do
 * (the API's: BullMQ takes none with a key prefix); a job the sender already holds finds no
 * outbox row and is dropped (deliver-mail.ts).
 */
export async function forgetMailJobs(connection: Redis, prefix: string, outboxIds: readonly string[]): Promise<void> {
  if (outboxIds.length === 0) return;
  const base = `${prefix}:${mailQueueName}`;
  const jobIds = new Set(outboxIds.map(mailJobId));
  const forget = connection.multi();
  for (const jobId of jobIds) {
    forget.del(`${base}:${jobId}`, `${base}:${jobId}:logs`);
    for (const list of ['wait', 'paused', 'active']) forget.lrem(`${base}:${list}`, 0, jobId);
    for (const set of ['delayed', 'prioritized', 'completed', 'failed', 'waiting-children']) forget.zrem(`${base}:${set}`, jobId);
  }
  await forget.exec();
  const stream = `${base}:events`;
  const entries = await connection.xrange(stream, '-', '+');
  const mentioning = entries.filter(([, fields]) => fields.some((field, index) => index % 2 === 1 && jobIds.has(field))).map(([id]) => id);
  if (mentioning.length > 0) await connection.xdel(stream, ...mentioning);
}

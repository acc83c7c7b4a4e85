import type { Redis } from 'ioredis';

// What the mail worker and the API's health views agree on about the mail pipeline: the API reads
// what the worker writes (docs/architecture.md), and neither package imports the other.

/** The one BullMQ queue the worker uses: jobs that each say "send outbox mail N". */
export const mailQueueName = 'mail';

/** How often a running sender says it is alive (worker/src/heartbeat.ts; read by api/src/features/health/mail-pipeline.ts). */
export const heartbeatEveryMs = 5_000;

/**
 * One job id per outbox row, so adding the same row twice is a no-op. BullMQ refuses custom ids
 * that are plain integers (they would clash with its own) or contain ':', hence the `mail-` prefix.
 */
export const mailJobId = (outboxId: string) => `mail-${outboxId}`;

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

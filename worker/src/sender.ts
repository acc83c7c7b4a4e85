import { DelayedError, UnrecoverableError, Worker, isNotConnectionError } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Config, Database } from '@typetest/events';
import { deliverMail, type DeliveryOutcome } from './deliver-mail.ts';
import { mailQueueName, readOutboxId, type MailJobData } from './mail-queue.ts';
import { createOutageLog, describeError, type OutageLog } from './outage-log.ts';
import type { SmtpTransport } from './smtp-transport.ts';
import type { WorkerLog } from './worker-log.ts';

/** How long to wait before looking again at a mail another transaction holds (usually the relay, committing). */
const busyRetryMs = 250;

export interface SenderOptions {
  db: Kysely<Database>;
  config: Pick<Config, 'MAIL_FROM' | 'MAIL_ATTEMPTS' | 'MAIL_CONCURRENCY' | 'PUBLIC_URL'>;
  /** A client with maxRetriesPerRequest: null; BullMQ makes its own copies. */
  connection: Redis;
  prefix: string;
  transport: SmtpTransport;
  /** Where Redis being away is reported, once per outage. */
  redisOutage: OutageLog;
  log: WorkerLog;
}

/**
 * The mail sender: a BullMQ worker that delivers the outbox mail each job names, and turns the
 * outcome into what BullMQ should do next -- done, retry with backoff, stop for good, or look again.
 */
export function startSender({ db, config, connection, prefix, transport, redisOutage, log }: SenderOptions): Worker<MailJobData> {
  const settings = { transport, from: config.MAIL_FROM, maxAttempts: config.MAIL_ATTEMPTS, publicUrl: config.PUBLIC_URL };
  const postgresOutage = createOutageLog('mail sender', log);

  const worker = new Worker<MailJobData>(
    mailQueueName,
    async (job, token) => {
      const outboxId = readOutboxId(job.data);
      if (outboxId === undefined) throw new UnrecoverableError(`Job ${job.id} names no outbox mail`);

      let outcome: DeliveryOutcome;
      try {
        outcome = await deliverMail(db, settings, outboxId);
        postgresOutage.recovered();
      } catch (error) {
        // Postgres away (or the commit failed): the mail is still queued; BullMQ retries with backoff.
        postgresOutage.failed(error);
        throw error;
      }

      switch (outcome.result) {
        case 'sent':
        case 'skipped':
          return outcome.result;
        case 'busy':
          if (token === undefined) throw new Error(`Mail ${outboxId} is busy`);
          // Not an attempt: BullMQ runs the job again later without counting it.
          await job.moveToDelayed(Date.now() + busyRetryMs, token);
          throw new DelayedError();
        case 'retry':
          log.warn(`mail ${outboxId} (${outcome.kind}): attempt ${outcome.attempts} of ${config.MAIL_ATTEMPTS} failed, trying again later: ${outcome.reason}`);
          // The message goes into Redis: the summary holds no address.
          throw new Error(outcome.reason);
        case 'failed':
          log.warn(`mail ${outboxId} (${outcome.kind}) failed for good after ${outcome.attempts} attempt(s): ${outcome.reason}; operators can retry it with \`npm run ops -- mail:retry ${outboxId}\``);
          throw new UnrecoverableError(outcome.reason);
      }
    },
    { connection, prefix, concurrency: config.MAIL_CONCURRENCY },
  );

  worker.on('error', (error) => {
    if (worker.closing) return; // its own connections closing
    if (isNotConnectionError(error)) log.warn(`mail sender: ${describeError(error)}`);
    else redisOutage.failed(error);
  });
  return worker;
}

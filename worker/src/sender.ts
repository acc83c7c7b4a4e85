import { DelayedError, UnrecoverableError, Worker, isNotConnectionError } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '@typetest/events';
import { type Config, mailQueueName } from '@typetest/platform';
import { deliverMail, type DeliveryOutcome } from './deliver-mail.ts';
import { readOutboxId, type MailJobData } from './mail-queue.ts';
import { createOutageLog, describeError, type OutageLog } from './outage-log.ts';
import { retryDelayMs } from './retry-delay.ts';
import { smtpServerOf, type SmtpTransport } from './smtp-transport.ts';
import type { WorkerLog } from './worker-log.ts';

/** How long to wait before looking again at a mail another transaction holds (usually the relay, committing). */
const busyRetryMs = 250;

/**
 * How soon BullMQ hands the mails of a sender that died mid-send (kill -9, OOM kill, lost
 * machine) to another one. A job's lock in Redis lives `lockDuration` and its worker renews it
 * every 2 to 4 s while the job runs, however long the SMTP server takes to answer (renewal runs
 * on a timer, not on the job's progress). Every `stalledInterval` some worker marks the active
 * jobs, and moves back to waiting the ones marked last time whose lock has expired since. So a
 * dead sender's mails are taken up again 4 to 9 s after it died, by any sender still running or the
 * next one to start (BullMQ's defaults, 30 s and 30 s, made that 30 to 60 s; a check is one short
 * Lua script, so running it every second costs Redis next to nothing).
 *
 * A healthy sender loses a lock only if its event loop or Redis stalls for about 4 s. Even then
 * nothing is sent twice: the mail's row lock in Postgres, not BullMQ's lock, decides who sends
 * (the second sender finds the row busy and looks again until the first has committed). And a
 * dead sender's row lock goes with its connection: Postgres rolls its transaction back when the
 * connection drops. So a stall only costs a delay, and a job may stall twice before BullMQ gives
 * it up; the sweep queues such a mail again later (requeueAfterMs).
 */
export const stallDetection = { lockDuration: 8_000, stalledInterval: 1_000, maxStalledCount: 2 } as const;

export interface SenderOptions {
  db: Kysely<Database>;
  config: Pick<Config, 'MAIL_FROM' | 'MAIL_RETRY_HOURS' | 'MAIL_BACKOFF_MS' | 'MAIL_BACKOFF_MAX_MS' | 'MAIL_CONCURRENCY' | 'PUBLIC_URL' | 'SMTP_URL'>;
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
  const settings = { transport, from: config.MAIL_FROM, retryForMs: config.MAIL_RETRY_HOURS * 3_600_000, publicUrl: config.PUBLIC_URL };
  const postgresOutage = createOutageLog('mail sender', log);
  // Which server a failed send tried: an operator's first question.
  const server = `SMTP server ${smtpServerOf(config.SMTP_URL)}`;
  // An SMTP server that cannot take mail now is an outage: one line when it starts, one when it ends.
  const smtpOutage = createOutageLog(server, log);

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
          smtpOutage.recovered();
          return outcome.result;
        case 'skipped':
          return outcome.result;
        case 'busy':
          if (token === undefined) throw new Error(`Mail ${outboxId} is busy`);
          // Not an attempt: BullMQ runs the job again later without counting it.
          await job.moveToDelayed(Date.now() + busyRetryMs, token);
          throw new DelayedError();
        case 'retry':
          smtpOutage.failed(outcome.reason);
          if (token === undefined) throw new Error(outcome.reason);
          // The mail's own attempts (in Postgres) set the delay, so it survives a lost job; BullMQ
          // counts no attempt, and the retry period, not a number of tries, ends it (deliver-mail.ts).
          await job.moveToDelayed(Date.now() + retryDelayMs(outcome.attempts, config), token);
          throw new DelayedError();
        case 'failed':
          log.warn(
            `mail ${outboxId} (${outcome.kind}) failed for good after ${outcome.attempts} attempt(s) at ${server}: ${outcome.reason}; operators can retry it with \`npm run ops -- mail:retry ${outboxId}\``,
          );
          throw new UnrecoverableError(outcome.reason);
      }
    },
    { connection, prefix, concurrency: config.MAIL_CONCURRENCY, ...stallDetection },
  );

  worker.on('error', (error) => {
    if (worker.closing) return; // its own connections closing
    if (isNotConnectionError(error)) log.warn(`mail sender: ${describeError(error)}`);
    else redisOutage.failed(error);
  });
  return worker;
}

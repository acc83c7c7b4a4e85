import type { Kysely } from 'kysely';
import type { Database } from '@typetest/events';
import { type Config, createLog } from '@typetest/platform';
import { startHeartbeat } from './heartbeat.ts';
import { createMailQueue } from './mail-queue.ts';
import { connectRedis } from './redis-connections.ts';
import { startRelay } from './relay.ts';
import { startReminders } from './reminders.ts';
import { startRetention } from './retention.ts';
import { startAccountClosing } from './account-closing.ts';
import { startSender } from './sender.ts';
import { createSmtpTransport } from './smtp-transport.ts';
import { startSweep } from './sweep.ts';
import type { WorkerLog } from './worker-log.ts';
import { startYieldingToRequests } from './yield-to-requests.ts';

export type { WorkerLog } from './worker-log.ts';
export { lowerCpuPriority } from './cpu-priority.ts';
export { closeAccountsPastGrace } from './account-closing.ts';
export { renderMail, renderStoredMail, type RenderedMail } from './templates/render-mail.ts';

export interface WorkerTiming {
  /** How often the relay looks for pending mails (at once again after a full batch). */
  pollEveryMs: number;
  /** How often the sweep looks for queued mails whose job Redis lost. */
  sweepEveryMs: number;
  /** How long a queued mail must sit untouched before the sweep checks it. */
  requeueAfterMs: number;
}

export const defaultTiming: WorkerTiming = { pollEveryMs: 500, sweepEveryMs: 10_000, requeueAfterMs: 30_000 };

export interface StartWorkerOptions {
  db: Kysely<Database>;
  config: Config;
  /** BullMQ key prefix in Redis; REDIS_PREFIX unless given (tests give each file its own). */
  queuePrefix?: string;
  timing?: Partial<WorkerTiming>;
  /** JSON lines on stdout and stderr (platform/src/log.ts) unless told otherwise (tests). */
  log?: WorkerLog;
  /**
   * The worker shares its event loop with requests (inside the api process): while the loop is
   * busy, send one mail at a time rather than MAIL_CONCURRENCY (yield-to-requests.ts). Off unless
   * asked for; the worker on its own gives way through its CPU priority instead (cpu-priority.ts).
   */
  yieldToRequests?: boolean;
}

export interface RunningWorker {
  /** Stops taking work, lets mails in flight finish, then closes every connection it opened. */
  close(): Promise<void>;
}

/**
 * The mail worker: the relay (outbox -> queue), the sweep (re-queues jobs Redis lost), the
 * sender (queue -> SMTP), the reminder schedule (Postgres only: reminders.ts), the retention schedule (retention.ts) and the account-closing schedule (account-closing.ts). Runs inside the api process or on its own (main.ts). Starts even while
 * Redis is away: mails wait in the outbox until it returns.
 */
export async function startWorker({
  db,
  config,
  queuePrefix = config.REDIS_PREFIX,
  timing,
  log = createLog('mail'),
  yieldToRequests = false,
}: StartWorkerOptions): Promise<RunningWorker> {
  const { pollEveryMs, sweepEveryMs, requeueAfterMs } = { ...defaultTiming, ...timing };
  const redis = connectRedis(config.REDIS_URL, log);
  const queue = createMailQueue(redis.queue, queuePrefix, config);
  queue.on('error', (error) => redis.outage.failed(error));
  const transport = createSmtpTransport(config.SMTP_URL, { connections: config.MAIL_CONCURRENCY });

  const sender = startSender({ db, config, connection: redis.worker, prefix: queuePrefix, transport, redisOutage: redis.outage, log });
  const yielding = yieldToRequests ? startYieldingToRequests(sender, { fullConcurrency: config.MAIL_CONCURRENCY }) : undefined;
  const relay = startRelay({ db, queue, redisReady: redis.isReady, everyMs: pollEveryMs, log });
  const sweep = startSweep({ db, queue, redisReady: redis.isReady, everyMs: sweepEveryMs, requeueAfterMs, log });
  const heartbeat = startHeartbeat({ db, log });
  const reminders = startReminders({ db, reminderAfterHours: config.REMINDER_AFTER_HOURS, everyMs: config.REMINDER_CHECK_SECONDS * 1000, log });
  const retention = startRetention({ db, redis: redis.queue, prefix: queuePrefix, everyMs: config.RETENTION_CHECK_SECONDS * 1000, log });
  const closing = startAccountClosing({ db, redis: redis.queue, prefix: queuePrefix, everyMs: config.RETENTION_CHECK_SECONDS * 1000, log });

  return {
    async close() {
      // First stop feeding the queue, then let the sender finish what it holds.
      await Promise.all([relay.stop(), sweep.stop(), reminders.stop(), retention.stop(), closing.stop()]);
      yielding?.stop();
      await sender.close();
      await heartbeat.stop();
      await queue.close();
      transport.close();
      redis.close();
    },
  };
}

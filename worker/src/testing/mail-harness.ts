import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { findMails, type Database, type OutboxMail } from '@typetest/events';
import { createDatabase, loadConfig, type Config } from '@typetest/platform';
import { createTestDatabase, removeRedisKeys, testRedisUrl, type TestDatabase } from '@typetest/events/testing';
import { startWorker, type RunningWorker, type StartWorkerOptions, type WorkerTiming } from '../index.ts';
import { createMailQueue, type MailQueue } from '../mail-queue.ts';
import type { WorkerLog } from '../worker-log.ts';
import { startSmtpOutage, type SmtpOutage } from './smtp-outage.ts';
import { startTestSmtpServer, type TestSmtpServer } from '@typetest/platform/testing';
import { testOperatorEmail } from './contact-request.ts';
import { waitUntil } from './wait-until.ts';

export interface MailHarness {
  db: Kysely<Database>;
  /** This test file's database, for a worker in another process. */
  databaseUrl: string;
  smtp: TestSmtpServer;
  /** The SMTP server's port going down and coming back, when asked for (`withOutage`). */
  outage: SmtpOutage | undefined;
  config: Config;
  redisUrl: string;
  /** This test file's BullMQ prefix: its jobs never meet another file's. */
  prefix: string;
  /** What the worker logged, line by line (kept out of the test output). */
  logs: string[];
  log: WorkerLog;
  /** The mail queue, for adding jobs by hand. */
  queue: MailQueue;
  /** A worker on this file's database, queue and SMTP server; `yieldToRequests` as the api process asks for it. */
  startWorker(options?: Pick<StartWorkerOptions, 'yieldToRequests'>): Promise<RunningWorker>;
  outboxMail(id: string): Promise<OutboxMail>;
  /** Received mails whose plain text contains `marker`. */
  mailsWith(marker: string): ParsedMail[];
  /** Until the queue holds no job that is waiting, delayed or running. */
  waitForQueueIdle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One test file's mail world: its own database, SMTP server and BullMQ prefix, and a config with
 * short backoffs. Close it in afterAll: it stops the worker and removes what it created.
 */
export async function startMailHarness(
  options: { redisUrl?: string; timing?: Partial<WorkerTiming>; env?: Record<string, string>; withOutage?: boolean } = {},
): Promise<MailHarness> {
  const redisUrl = options.redisUrl ?? (await testRedisUrl());
  const database: TestDatabase = await createTestDatabase({ connect: (url) => createDatabase(url) });
  const smtp = await startTestSmtpServer();
  const outage = options.withOutage ? await startSmtpOutage(smtp.url) : undefined;
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    REDIS_URL: redisUrl,
    SMTP_URL: outage?.url ?? smtp.url,
    OPERATOR_EMAIL: testOperatorEmail,
    MAIL_BACKOFF_MS: '20',
    MAIL_BACKOFF_MAX_MS: '200',
    MAIL_CONCURRENCY: '4',
    ...options.env,
  });
  const logs: string[] = [];
  const log: WorkerLog = { info: (line: string) => logs.push(line), warn: (line: string) => logs.push(line) };
  const queueConnection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  queueConnection.on('error', () => {}); // tests that stop Redis expect this one to notice
  const queue = createMailQueue(queueConnection, prefix, config);
  queue.on('error', () => {});
  const workers: RunningWorker[] = [];

  return {
    db: database.db,
    databaseUrl: database.url,
    smtp,
    outage,
    config,
    redisUrl,
    prefix,
    logs,
    log,
    queue,
    async startWorker(workerOptions = {}) {
      const worker = await startWorker({
        ...workerOptions,
        db: database.db,
        config,
        queuePrefix: prefix,
        timing: { pollEveryMs: 50, sweepEveryMs: 500, requeueAfterMs: 2000, ...options.timing },
        log,
      });
      workers.push(worker);
      return worker;
    },
    async outboxMail(id) {
      const [mail] = await findMails(database.db, [id]);
      if (!mail) throw new Error(`No outbox mail ${id}`);
      return mail;
    },
    mailsWith: (marker) => smtp.mails.filter((mail) => (mail.text ?? '').includes(marker)),
    async waitForQueueIdle() {
      await waitUntil('the mail queue is idle', async () => {
        const counts = await queue.getJobCounts('waiting', 'delayed', 'prioritized', 'active', 'waiting-children');
        return Object.values(counts).every((count) => count === 0);
      });
    },
    async close() {
      for (const worker of workers) await worker.close();
      await queue.close();
      await removeRedisKeys(queueConnection, prefix).catch(() => {});
      queueConnection.disconnect();
      await outage?.close();
      await smtp.close();
      await database.drop();
    },
  };
}

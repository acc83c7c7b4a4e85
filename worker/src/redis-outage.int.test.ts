import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailQueue } from './mail-queue.ts';
import { connectRedis } from './redis-connections.ts';
import { startRelay } from './relay.ts';
import { startSender } from './sender.ts';
import { createSmtpTransport } from './smtp-transport.ts';
import { startSweep } from './sweep.ts';
import { commitContactRequest, requestByEmail } from './testing/contact-request.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { startTestRedisServer, type TestRedisServer } from '@typetest/platform/testing/redis-server';
import { waitUntil } from './testing/wait-until.ts';

// A Redis of this file's own, to stop and start again: it keeps nothing on disk, so a restart
// loses every job, as this machine's Redis would.
let redis: TestRedisServer;
let harness: MailHarness;
beforeAll(async () => {
  redis = await startTestRedisServer();
  harness = await startMailHarness({ redisUrl: redis.url, timing: { pollEveryMs: 50, sweepEveryMs: 200, requeueAfterMs: 1000 } });
});
afterAll(async () => {
  await redis?.start().catch(() => {}); // closing needs it up
  await harness?.close();
  await redis?.stop();
});

const outboxStatus = (id: string, status: string, timeoutMs?: number) =>
  waitUntil(
    `mail ${id} is ${status}`,
    async () => {
      const mail = await harness.outboxMail(id);
      return mail.status === status && mail;
    },
    timeoutMs,
  );

describe('mail while Redis is away', () => {
  it('given Redis is down when a visitor asks to be contacted, when Redis returns, then the mail is sent once, and the outage is logged once', async () => {
    const worker = await harness.startWorker();
    try {
      await redis.stop();
      const id = await commitContactRequest(harness.db, requestByEmail('while-redis-was-down'));
      await sleep(1000); // twenty relay rounds
      expect(await harness.outboxMail(id)).toMatchObject({ status: 'pending' });

      await redis.start();

      await harness.smtp.waitForMail((mail) => (mail.text ?? '').includes('while-redis-was-down'), 20_000);
      expect(await outboxStatus(id, 'sent')).toMatchObject({ attempts: 1 });
      await harness.waitForQueueIdle();
      expect(harness.mailsWith('while-redis-was-down')).toHaveLength(1);
      const redisLines = harness.logs.filter((line) => line.includes('Redis at'));
      expect(redisLines.filter((line) => line.includes('retrying until it works'))).toHaveLength(1);
      expect(redisLines.filter((line) => line.includes('working again'))).toHaveLength(1);
    } finally {
      await worker.close();
    }
  });

  it('given a mail queued in Redis before the sender took it, when Redis restarts empty, then the sweep queues it again and it is sent once', async () => {
    // Relay and sweep only, so the job waits in Redis.
    const connections = connectRedis(redis.url, harness.log);
    const queue = createMailQueue(connections.queue, harness.prefix, harness.config);
    queue.on('error', () => {});
    const timing = { redisReady: connections.isReady, log: harness.log };
    const relay = startRelay({ db: harness.db, queue, everyMs: 50, ...timing });
    const sweep = startSweep({ db: harness.db, queue, everyMs: 200, requeueAfterMs: 1000, ...timing });
    const transport = createSmtpTransport(harness.config.SMTP_URL);
    let sender: ReturnType<typeof startSender> | undefined;
    try {
      const id = await commitContactRequest(harness.db, requestByEmail('lost-by-redis'));
      await outboxStatus(id, 'queued');
      expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 1 });

      await redis.stop();
      await redis.start();
      await waitUntil('the queue is connected again', async () => connections.isReady());
      expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 0 }); // the job is gone

      sender = startSender({
        db: harness.db,
        config: harness.config,
        connection: connections.worker,
        prefix: harness.prefix,
        transport,
        redisOutage: connections.outage,
        log: harness.log,
      });
      await harness.smtp.waitForMail((mail) => (mail.text ?? '').includes('lost-by-redis'), 20_000);
      expect(await outboxStatus(id, 'sent')).toMatchObject({ attempts: 1 });
      await harness.waitForQueueIdle();
      expect(harness.mailsWith('lost-by-redis')).toHaveLength(1);
      expect(harness.logs.some((line) => line.includes('queued 1 mail again whose job Redis had lost'))).toBe(true);
    } finally {
      await relay.stop();
      await sweep.stop();
      await sender?.close();
      await queue.close();
      transport.close();
      connections.close();
    }
  });
});

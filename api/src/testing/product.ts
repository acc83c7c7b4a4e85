import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { Kysely } from 'kysely';
import type { ParsedMail } from 'mailparser';
import type { Database } from '@typetest/events';
import { createDatabase, loadConfig } from '@typetest/platform';
import { createTestDatabase, removeRedisKeys } from '@typetest/events/testing';
import { startWorker } from '@typetest/worker';
import { startTestSmtpServer } from '@typetest/worker/testing';
import { createApp } from '../app.ts';
import { createTestRedis, testRedisUrl } from './redis.ts';

export interface TestProduct {
  url: string;
  db: Kysely<Database>;
  mailbox: { messages: ParsedMail[]; waitForMail(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail> };
  close(): Promise<void>;
}

/** The built web app; `WEB_DIST` points elsewhere (a benchmark of another build, say). */
const webRoot = process.env.WEB_DIST ?? fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * The whole product as `npm start` runs it -- API, built SPA and mail worker -- on a free port,
 * with its own database, its own Redis key space and a real SMTP server in the test process.
 */
export async function startTestProduct(env: Record<string, string> = {}): Promise<TestProduct> {
  if (!existsSync(webRoot)) throw new Error('web/dist is missing: run `npm run build` before the end-to-end tests (npm test does).');
  const database = await createTestDatabase({ connect: (url) => createDatabase(url) });
  const smtp = await startTestSmtpServer();
  const redis = await createTestRedis();
  const config = loadConfig({
    REDIS_URL: await testRedisUrl(),
    SMTP_URL: smtp.url,
    OPERATOR_EMAIL: 'operators@typetest.test',
    CONTACT_RATE_LIMIT: '1000',
    MAIL_BACKOFF_MS: '100',
    // A 2^12 scrypt (4 MiB) rather than production's 2^17 (128 MiB, about half a second here): the
    // browser tests are about screens, and the hash at full strength is password-hashing.test.ts's.
    PASSWORD_HASH_COST: '12',
    ...env,
  });
  const app = createApp({ db: database.db, redis, config, webRoot });
  const queuePrefix = `test-${randomBytes(4).toString('hex')}`;
  const worker = await startWorker({ db: database.db, config, queuePrefix, log: { info: () => {}, warn: console.warn } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    mailbox: { messages: smtp.mails, waitForMail: (predicate, timeoutMs) => smtp.waitForMail(predicate, timeoutMs) },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await worker.close();
      await redis.removeKeys();
      redis.disconnect();
      await removeRedisKeys(config.REDIS_URL, queuePrefix);
      await smtp.close();
      await database.drop();
    },
  };
}

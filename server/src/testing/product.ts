import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { sql, type Kysely } from 'kysely';
import type { ParsedMail } from 'mailparser';
import type { Database } from '@typetest/events';
import { createDatabase, loadConfig } from '@typetest/platform';
import { createTestDatabase, removeRedisKeys, testPostgresUrl } from '@typetest/events/testing';
import { startWorker } from '@typetest/worker';
import { createApp } from '@typetest/api';
import { createTestRedis, testRedisUrl } from '@typetest/api/testing';
import { startTestSmtpServer } from '@typetest/platform/testing';

export interface TestProduct {
  url: string;
  db: Kysely<Database>;
  mailbox: { messages: ParsedMail[]; waitForMail(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail> };
  close(): Promise<void>;
}

/** The built web app; `WEB_DIST` points elsewhere (a benchmark of another build, say). */
const webRoot = process.env.WEB_DIST ?? fileURLToPath(new URL('../../../web/dist', import.meta.url));

export interface TestProductOptions {
  /**
   * For a product a test worker keeps for all its files (web/e2e/support/product.ts): vitest ends
   * a worker with SIGTERM and kills it half a second later, with no hook of its own, so on SIGTERM
   * the product removes its database and Redis keys at once, then the process exits.
   */
  untilWorkerEnds?: boolean;
}

/**
 * The whole product as `npm start` runs it -- API, built SPA and mail worker -- on a free port,
 * with its own database, its own Redis key space and a real SMTP server in the test process.
 * `env`: settings of a test's own on top (a time limit lowered to what the test can outlast).
 */
export async function startTestProduct(env: Record<string, string> = {}, options: TestProductOptions = {}): Promise<TestProduct> {
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
  if (options.untilWorkerEnds)
    process.once('SIGTERM', () => void removeAtWorkerEnd(database.url, [() => redis.removeKeys(), () => removeRedisKeys(config.REDIS_URL, queuePrefix)]));

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

/**
 * What a product kept for the whole worker leaves behind, removed within vitest's half second: the
 * database first (WITH (FORCE) ends the product's own connections), then its Redis keys; then exit.
 */
async function removeAtWorkerEnd(databaseUrl: string, removeKeys: Array<() => Promise<unknown>>): Promise<never> {
  setTimeout(() => process.exit(0), 450).unref();
  const name = new URL(databaseUrl).pathname.slice(1);
  const server = createDatabase(await testPostgresUrl(), { max: 1 });
  try {
    await Promise.allSettled([sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(server), ...removeKeys.map((remove) => remove())]);
  } finally {
    await server.destroy().catch(() => {});
  }
  process.exit(0);
}

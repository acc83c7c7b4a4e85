import { randomBytes } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, removeRedisKeys, type TestDatabase } from '@typetest/events/testing';
import { spawnWithOutput } from '@typetest/events/testing/test-processes';
import { testRedisUrl } from '@typetest/api/testing';

/**
 * For the test files that start the product as `npm start` does (main.int.test.ts,
 * rolling-restart.int.test.ts, two files so their processes start on two test workers at once):
 * what they share, set up once a file.
 */

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** One deployment's address for every product started here, whatever its port: API processes of one deployment must agree on it (docs/decisions/0052-processes-agree-private-redis.md). */
export const publicUrl = 'http://typetest.test';

export interface ProductProcesses {
  /** The file's own Redis keys, so the product started here never meets another one on the same Redis. */
  readonly redisPrefix: string;
  /** The file's database copy, made before its tests and dropped after them. */
  readonly database: TestDatabase;
  /** Starts `server/src/main.ts` as `npm start` does, with the given environment. */
  startProduct(env: Record<string, string>): StartedProduct;
}

export type StartedProduct = ReturnType<typeof spawnProduct>;

/** Registers the file's hooks: a database copy and a Redis prefix of its own, removed after its tests. */
export function useProductProcesses(): ProductProcesses {
  const redisPrefix = `test-${randomBytes(4).toString('hex')}`;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
    await removeRedisKeys(await testRedisUrl(), redisPrefix);
  });
  return {
    redisPrefix,
    get database() {
      if (!database) throw new Error('useProductProcesses: its database is made in beforeAll');
      return database;
    },
    startProduct: (env) => spawnProduct(redisPrefix, env),
  };
}

function spawnProduct(redisPrefix: string, env: Record<string, string>) {
  return spawnWithOutput(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, REDIS_PREFIX: redisPrefix, PUBLIC_URL: publicUrl, ...env },
  });
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that accepts connections and never says a word: a frozen Postgres or Redis. */
export async function startSilentServer() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

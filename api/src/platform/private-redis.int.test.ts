import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@typetest/events/testing';
import { descendantsOf, nothingListensOn, stillRunning } from '../testing/process-tree.ts';
import { freePort, startProductProcess } from '../testing/product-process.ts';
import { noRedisServerLine } from './private-redis.ts';

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'typetest-private-redis-'));
});
afterAll(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** An address of this machine that is not loopback, if it has one. */
const outsideAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

describe('npm start without REDIS_URL', () => {
  it('given nothing answers on the Redis port, when started, then it runs a private redis-server with its data in the directory, listens on 127.0.0.1 only, and SIGTERM stops the redis-server too', async () => {
    const redisPort = await freePort();
    const port = await freePort();
    const product = startProductProcess('server/src/main.ts', {
      DATABASE_URL: database.url,
      PRIVATE_REDIS_PORT: String(redisPort),
      PRIVATE_REDIS_DIR: dataDir,
      WORKER: 'off',
      PORT: String(port),
    });
    await product.started;
    expect(product.output().stdout).toContain(`private redis: running on port ${redisPort}`);
    const redisServers = (await descendantsOf(product.child.pid!)).filter((process) => process.command.startsWith('redis-server'));
    expect(redisServers).toHaveLength(1);
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'appendonlydir'))).toBe(true);
    const outside = outsideAddress();
    if (outside) await expect(fetch(`http://${outside}:${port}/api/health`)).rejects.toThrow();

    expect(await product.stop()).toBe(0);
    expect(await stillRunning(redisServers)).toEqual([]);
    expect(await nothingListensOn(redisPort)).toBe(true);
  }, 60_000);

  it('given nothing answers on the Redis port and there is no redis-server on the PATH, when started, then one line says how to get one and it exits 1', async () => {
    const redisPort = await freePort();
    const product = startProductProcess('server/src/main.ts', {
      DATABASE_URL: database.url,
      PATH: '/nonexistent',
      PRIVATE_REDIS_PORT: String(redisPort),
      PRIVATE_REDIS_DIR: dataDir,
      PORT: String(await freePort()),
    });
    expect(await product.exited).toBe(1);
    expect(product.output().stderr.trim().split('\n')).toEqual([noRedisServerLine(redisPort)]);
  }, 60_000);
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, removeRedisKeys, type TestDatabase } from '@typetest/events/testing';
import { freePort, startProductProcess } from '../testing/product-process.ts';
import { testRedisUrl } from '../testing/redis.ts';

/** One deployment: its own Redis keys. */
const redisPrefix = `test-${randomBytes(4).toString('hex')}`;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
  await removeRedisKeys(await testRedisUrl(), redisPrefix);
});

const secret = (word: string) => `${word}-`.repeat(8);

async function apiProcess(env: { PUBLIC_URL: string; JWT_SECRET: string }) {
  return startProductProcess('server/src/main.ts', {
    DATABASE_URL: database.url,
    REDIS_URL: await testRedisUrl(),
    REDIS_PREFIX: redisPrefix,
    WORKER: 'off',
    PORT: String(await freePort()),
    ...env,
  });
}

describe('API processes agree on PUBLIC_URL and JWT_SECRET', () => {
  it('given an API process running, when another starts with another JWT_SECRET or PUBLIC_URL, then it refuses in one line; with the same ones it runs, and once all have stopped the new values start', async () => {
    const first = await apiProcess({ PUBLIC_URL: 'https://typetest.example', JWT_SECRET: secret('first') });
    await first.started;

    const otherSecret = await apiProcess({ PUBLIC_URL: 'https://typetest.example', JWT_SECRET: secret('second') });
    expect(await otherSecret.exited).toBe(1);
    expect(otherSecret.output().stderr.trim().split('\n')).toEqual([
      "Other API processes of this deployment (REDIS_PREFIX) are running with another JWT_SECRET: each would answer the other's users 401. Start this one with theirs, or stop them all first to change it (a process killed is forgotten 20 s after it stopped).",
    ]);
    expect(otherSecret.output().stderr).not.toContain(secret('first'));

    const otherUrl = await apiProcess({ PUBLIC_URL: 'https://other.example', JWT_SECRET: secret('first') });
    expect(await otherUrl.exited).toBe(1);
    expect(otherUrl.output().stderr).toContain('another PUBLIC_URL (they use https://typetest.example, this one https://other.example)');

    const same = await apiProcess({ PUBLIC_URL: 'https://typetest.example', JWT_SECRET: secret('first') });
    await same.started;

    // The operator changes the secret: every process stopped, then started with the new one.
    expect(await first.stop()).toBe(0);
    expect(await same.stop()).toBe(0);
    const rotated = await apiProcess({ PUBLIC_URL: 'https://typetest.example', JWT_SECRET: secret('second') });
    await rotated.started;
    await rotated.stop();
  }, 90_000);
});

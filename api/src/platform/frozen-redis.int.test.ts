import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@typetest/platform';
import { createTestDatabase, type TestDatabase } from '@typetest/events/testing';
import { startTestRedisServer, type TestRedisServer } from '@typetest/platform/testing/redis-server';
import { createApp } from '../app.ts';
import { withinMs } from '../testing/deadline.ts';
import { connectRedis } from './services.ts';

// A Redis of the test's own, connected as `npm start` connects, so the test can freeze it.
let database: TestDatabase;
let redisServer: TestRedisServer;
let redis: Redis | undefined;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await createTestDatabase();
  redisServer = await startTestRedisServer();
  const config = loadConfig({ REDIS_URL: redisServer.url, REDIS_COMMAND_TIMEOUT_MS: '500', CONTACT_RATE_LIMIT: '2' });
  redis = await connectRedis(config);
  app = createApp({ db: database.db, redis, config });
});
afterAll(async () => {
  redisServer?.thaw();
  redis?.disconnect();
  await redisServer?.stop();
  await database?.drop();
});

async function askToBeCalled(phoneNumber: string) {
  const started = performance.now();
  const response = await withinMs(
    5000,
    'the contact request',
    app.request('/api/public/contactus', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contactUs: { email: '', phoneNumber, details: '', contactMethod: 'phone' } }),
    }),
  );
  return { status: response.status, ms: performance.now() - started };
}

describe('a frozen Redis', () => {
  it('given Redis stops answering (SIGSTOP), when visitors ask to be contacted, then each is answered within about the command timeout, recorded, and the limit is counted in memory meanwhile', async () => {
    redisServer.freeze();

    const first = await askToBeCalled('+46 70 000 00 01');
    expect(first.status).toBe(200);
    expect(first.ms).toBeLessThan(2000);
    const second = await askToBeCalled('+46 70 000 00 02');
    expect(second.status).toBe(200);
    const third = await askToBeCalled('+46 70 000 00 03');
    expect(third.status, 'the in-memory limit of 2 took over').toBe(429);
    expect(third.ms).toBeLessThan(2000);

    const recorded = await database.db.selectFrom('contact_requests').select('phone_number').orderBy('phone_number').execute();
    expect(recorded.map((row) => row.phone_number)).toEqual(['+46 70 000 00 01', '+46 70 000 00 02']);
  });
});

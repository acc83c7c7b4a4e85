import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@typetest/platform';
import { createTestDatabase, type TestDatabase } from '@typetest/events/testing';
import { createApp } from '../app.ts';
import { withinMs } from '../testing/deadline.ts';
import { startFreezableProxy, type FreezableProxy } from '../testing/freezable-proxy.ts';
import { createTestRedis, type TestRedis } from '../testing/redis.ts';
import { openDatabase } from './services.ts';

// The product reaches its (real) Postgres through a TCP proxy the test can freeze.
let database: TestDatabase;
let proxy: FreezableProxy;
let redis: TestRedis;
let product: Awaited<ReturnType<typeof openDatabase>> | undefined;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await createTestDatabase();
  proxy = await startFreezableProxy(database.url);
  redis = await createTestRedis();
  const config = loadConfig({
    DATABASE_URL: proxy.url,
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
    DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    CONTACT_RATE_LIMIT: '1000',
  });
  product = await openDatabase(config);
  app = createApp({ db: product.db, redis, config });
});
afterAll(async () => {
  proxy?.thaw();
  await product?.close();
  await proxy?.close();
  await redis?.removeKeys();
  redis?.disconnect();
  await database?.drop();
});

async function askToBeCalled(phoneNumber: string) {
  const started = performance.now();
  const response = await withinMs(
    8000,
    'the contact request',
    app.request('/api/public/contactus', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contactUs: { email: '', phoneNumber, details: '', contactMethod: 'phone' } }),
    }),
  );
  return { response, ms: performance.now() - started };
}

const recordedNumbers = async () => (await database.db.selectFrom('contact_requests').select('phone_number').orderBy('phone_number').execute()).map((row) => row.phone_number);

describe('a frozen Postgres', () => {
  it('given Postgres stops answering, when a visitor asks to be contacted, then 503 with Retry-After comes within seconds, and once it answers again all is well', async () => {
    expect((await askToBeCalled('+46 70 100 00 00')).response.status).toBe(200);

    proxy.freeze();
    // The first finds an open connection that gets no answer; the second has to open a new one.
    for (const phoneNumber of ['+46 70 100 00 01', '+46 70 100 00 02']) {
      const { response, ms } = await askToBeCalled(phoneNumber);
      expect(response.status).toBe(503);
      expect(ms).toBeLessThan(3500);
      expect(response.headers.get('retry-after')).toBe('10');
      expect(await response.json()).toEqual({ success: false, errorMessage: 'We cannot complete this right now. Please try again in about 10 seconds.' });
    }

    proxy.thaw();
    expect((await askToBeCalled('+46 70 100 00 03')).response.status).toBe(200);
    expect(await recordedNumbers(), 'the refused requests left nothing behind').toEqual(['+46 70 100 00 00', '+46 70 100 00 03']);
  });
});

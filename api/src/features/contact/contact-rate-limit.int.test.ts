import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@typetest/events';
import { createTestDatabase, type TestDatabase } from '@typetest/events/testing';
import { createApp } from '../../app.ts';
import { createTestRedis, type TestRedis } from '../../testing/redis.ts';

let database: TestDatabase;
let redis: TestRedis;
beforeAll(async () => {
  database = await createTestDatabase();
  redis = await createTestRedis();
});
afterAll(async () => {
  await redis?.removeKeys();
  redis?.disconnect();
  await database?.drop();
});

const request = (app: ReturnType<typeof createApp>) =>
  app.request('/api/public/contactus', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contactUs: { email: '', phoneNumber: '0701234567', details: '', contactMethod: 'phone' } }),
  });

describe('the contact endpoint is rate limited per address', () => {
  it('given a limit of 2 per window, when a third request comes, then 429 with when to try again, and it is not recorded', async () => {
    const app = createApp({ db: database.db, redis, config: loadConfig({ CONTACT_RATE_LIMIT: '2', CONTACT_RATE_WINDOW_SECONDS: '60' }) });
    expect((await request(app)).status).toBe(200);
    expect((await request(app)).status).toBe(200);

    const refused = await request(app);
    expect(refused.status).toBe(429);
    const answer = (await refused.json()) as { errorMessage: string };
    expect(answer.errorMessage).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const { count } = await database.db.selectFrom('contact_requests').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(2);
  });

  it('given RATE_LIMIT=off, when many requests come, then none is refused', async () => {
    const app = createApp({ db: database.db, redis, config: loadConfig({ RATE_LIMIT: 'off', CONTACT_RATE_LIMIT: '1' }) });
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await request(app)).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });
});

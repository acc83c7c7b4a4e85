import { describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';

const api = useTestApi();

const request = (app: ReturnType<TestApi['app']>) =>
  app.request('/api/public/contactus', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contactUs: { email: '', phoneNumber: '0701234567', details: '', contactMethod: 'phone' } }),
  });

describe('the contact endpoint is rate limited per address', () => {
  it('given a limit of 2 per minute, when a third request comes, then 429 saying when to try again as a person would, and it is not recorded', async () => {
    const app = api.app({ CONTACT_RATE_LIMIT: '2', CONTACT_RATE_WINDOW_SECONDS: '60' });
    expect((await request(app)).status).toBe(200);
    expect((await request(app)).status).toBe(200);

    const refused = await request(app);
    expect(refused.status).toBe(429);
    const answer = (await refused.json()) as { errorMessage: string };
    expect(answer.errorMessage).toBe('Too many requests. Please try again in about a minute.');
    expect(Number(refused.headers.get('retry-after')), 'Retry-After stays in seconds').toBeGreaterThanOrEqual(59);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const { count } = await api.db
      .selectFrom('contact_requests')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(2);
  });

  it('given the default window of 10 minutes, when the limit is reached, then it says about 10 minutes', async () => {
    const app = api.app({ CONTACT_RATE_LIMIT: '1', REDIS_PREFIX: 'ten-minutes' });
    expect((await request(app)).status).toBe(200);
    const refused = await request(app);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: false, errorMessage: 'Too many requests. Please try again in about 10 minutes.' });
    expect(refused.headers.get('retry-after')).toMatch(/^(599|600)$/);
  });

  it('given RATE_LIMIT=off, when many requests come, then none is refused', async () => {
    const app = api.app({ RATE_LIMIT: 'off', CONTACT_RATE_LIMIT: '1' });
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await request(app)).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '@typetest/platform';
import { createApp } from '../../app.ts';
import { useTestApi } from '../../testing/test-api.ts';

const api = useTestApi();

describe('health, readiness, the API description and unknown calls', () => {
  it('given the process is up, then /api/health answers ok', async () => {
    const app = api.app();
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('given Postgres migrated and Redis reachable, then /api/ready is 200; with Redis gone, 503 naming Redis', async () => {
    const app = api.app();
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, checks: { postgres: 'ok', migrations: 'ok', redis: 'ok' } });

    const { Redis: RedisClient } = await import('ioredis');
    const unreachable = new RedisClient('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    unreachable.on('error', () => {});
    const notReady = await createApp({ db: api.db, redis: unreachable, config: loadConfig({}) }).request('/api/ready');
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ ready: false, checks: { postgres: 'ok', migrations: 'ok', redis: 'unavailable' } });
    unreachable.disconnect();
  });

  it('given an unknown path under /api, then a JSON 404, never the web app', async () => {
    const app = api.app();
    for (const path of ['/api/nope', '/api/db/whatever', '/api']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toMatchObject({ success: false });
    }
  });

  it('given the OpenAPI document, then it describes the contact call with its body schema', async () => {
    const app = api.app();
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/public/contactus', '/health', '/ready']));
    const body = JSON.stringify(document.paths['/public/contactus']?.post?.requestBody);
    expect(body).toContain('contactMethod');
    expect(body).toContain('phoneNumber');
  });
});

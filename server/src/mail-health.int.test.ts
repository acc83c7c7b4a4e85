import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '@typetest/worker';
import { startTestSmtpServer, type TestSmtpServer } from '@typetest/platform/testing';
import { loadConfig } from '@typetest/platform';
import { removeRedisKeys } from '@typetest/events/testing';
import { serveOnFreePort, type ServedApp, testRedisUrl, useTestApi } from '@typetest/api/testing';

const api = useTestApi();

/** A port on 127.0.0.1 that nothing listens on: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const served: ServedApp[] = [];
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  for (const app of served) await app.close();
  await smtp?.close();
});

/** The API over HTTP on a port of its own, configured by `env`. */
async function serveApi(env: Record<string, string>): Promise<string> {
  const app = await serveOnFreePort(api.app({ CONTACT_RATE_LIMIT: '1000', ...env }));
  served.push(app);
  return app.url;
}

const askToBeCalled = (base: string, details: string) =>
  fetch(`${base}/api/public/contactus`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contactUs: { email: '', phoneNumber: '+46 8 555 0100', details, contactMethod: 'phone' } }),
  });

interface MailHealth {
  smtp: { reachable: boolean; problem?: string };
  outbox: { pending: number; oldestPendingSeconds: number | null; failed: number };
  sender: { alive: boolean; lastSeenSecondsAgo: number | null };
}
const mailHealth = async (base: string) => (await (await fetch(`${base}/api/health/mail`)).json()) as MailHealth;

describe('what operators see of mail', () => {
  it('given the SMTP server is down and a mail waits, then /api/ready stays 200 while /api/health/mail says the server is unreachable and the oldest mail waits longer and longer', async () => {
    const base = await serveApi({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    expect((await askToBeCalled(base, 'while SMTP is down')).status).toBe(200);

    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(200);
    const first = await mailHealth(base);
    expect(first).toMatchObject({ smtp: { reachable: false, problem: expect.stringContaining('ECONNREFUSED') }, outbox: { pending: 1, failed: 0 }, sender: { alive: false } });
    await expect.poll(async () => (await mailHealth(base)).outbox.oldestPendingSeconds, { timeout: 5000, interval: 200 }).toBeGreaterThan(first.outbox.oldestPendingSeconds ?? 0);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
  });

  it('given a mail sender running beside a reachable SMTP server, then the sender is alive and the mail sent; once it stops, it is no longer alive', async () => {
    const base = await serveApi({ SMTP_URL: smtp.url });
    const queuePrefix = `test-${randomBytes(4).toString('hex')}`;
    const config = loadConfig({ SMTP_URL: smtp.url, REDIS_URL: await testRedisUrl() });
    const worker = await startWorker({ db: api.db, config, queuePrefix, log: { info: () => {}, warn: () => {} } });
    try {
      await expect.poll(() => mailHealth(base), { timeout: 10_000, interval: 100 }).toMatchObject({ smtp: { reachable: true }, outbox: { pending: 0 }, sender: { alive: true } });
    } finally {
      await worker.close();
      await removeRedisKeys(config.REDIS_URL, queuePrefix);
    }
    expect((await mailHealth(base)).sender).toEqual({ alive: false, lastSeenSecondsAgo: null });
  });
});

describe('metrics for operators (/api/metrics)', () => {
  const user = 'ops';
  const password = 'correct horse battery staple';
  const basic = (login: string) => `Basic ${Buffer.from(login).toString('base64')}`;

  it('given no OPS_USER and OPS_PASSWORD, then there are no metrics', async () => {
    const base = await serveApi({});
    expect((await fetch(`${base}/api/metrics`)).status).toBe(404);
    expect((await fetch(`${base}/api/metrics`, { headers: { authorization: basic(`${user}:${password}`) } })).status).toBe(404);
    expect((await fetch(`${base}/ops/queues`, { headers: { authorization: basic(`${user}:${password}`) } })).status).toBe(404);
  });

  it('given an operators login, then metrics need it: 401 without it or with a wrong password', async () => {
    const base = await serveApi({ OPS_USER: user, OPS_PASSWORD: password });
    const without = await fetch(`${base}/api/metrics`);
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect((await fetch(`${base}/api/metrics`, { headers: { authorization: basic(`${user}:wrong password, same length!`) } })).status).toBe(401);
    expect((await fetch(`${base}/api/metrics`, { headers: { authorization: basic(`someone:${password}`) } })).status).toBe(401);
  });

  it('given an operators login, then the queue dashboard at /ops/queues needs it, and shows the mail queue to them', async () => {
    const base = await serveApi({ OPS_USER: user, OPS_PASSWORD: password });
    expect((await fetch(`${base}/ops/queues`)).status).toBe(401);
    expect((await fetch(`${base}/ops/queues/api/queues`)).status).toBe(401);
    const page = await fetch(`${base}/ops/queues`, { headers: { authorization: basic(`${user}:${password}`) } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<base href="/ops/queues/"');
    const queues = await fetch(`${base}/ops/queues/api/queues`, { headers: { authorization: basic(`${user}:${password}`) } });
    expect(queues.status).toBe(200);
    expect(((await queues.json()) as { queues: { name: string }[] }).queues.map((queue) => queue.name)).toEqual(['mail']);
  });

  it('given requests and a mail, then the counters move, labelled by route pattern and never by the path asked for', async () => {
    const base = await serveApi({ OPS_USER: user, OPS_PASSWORD: password, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const metrics = async () => {
      const response = await fetch(`${base}/api/metrics`, { headers: { authorization: basic(`${user}:${password}`) } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      return response.text();
    };
    const sample = (text: string, series: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${series} `))
          ?.split(' ')[1] ?? 0,
      );
    const healthCount = 'typetest_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}';
    const contactMails = 'typetest_mails{kind="contactRequest",status="pending"}';

    const before = await metrics();
    await fetch(`${base}/api/health`);
    await fetch(`${base}/api/health`);
    await fetch(`${base}/api/no-such-call/secret-4711`);
    expect((await askToBeCalled(base, 'counted')).status).toBe(200);
    const after = await metrics();

    expect(sample(after, healthCount) - sample(before, healthCount)).toBe(2);
    expect(sample(after, contactMails) - sample(before, contactMails)).toBe(1);
    expect(after).toContain('typetest_http_request_duration_seconds_count{method="GET",route="/api/*",status="404"} 1');
    expect(after).not.toContain('secret-4711');
    expect(after).toMatch(/^typetest_nodejs_eventloop_lag_seconds \d/m);
    expect(sample(after, 'typetest_mail_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^typetest_mail_smtp_reachable 0$/m);
  });
});

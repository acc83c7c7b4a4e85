import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { withinMs, testRedisUrl } from '@typetest/api/testing';
import { freePort, useProductProcesses } from './testing/product-processes.ts';

/**
 * The product as `npm start` runs it, under load: stopped while clients keep writing, and counted
 * by one scrape across its processes. Beside main.int.test.ts rather than in it, so the two files'
 * processes start on two test workers at once.
 */
const productProcesses = useProductProcesses();
const { startProduct } = productProcesses;

/** What became of one request: its answer, or the error the client got instead. */
interface Outcome {
  details: string;
  status?: number;
  /** The answer said `Connection: close`. */
  closing?: boolean;
  error?: string;
}

/** Asks to be contacted (a write: a row and a mail in one commit), on the agent's kept-alive connection. */
function askToBeContacted(base: string, agent: Agent, details: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const asking = request(`${base}/api/public/contactus`, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ details, status: response.statusCode ?? 0, closing: response.headers.connection === 'close' }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ details, error: error.code ?? error.message }));
    });
    asking.on('error', (error: NodeJS.ErrnoException) => resolve({ details, error: error.code ?? error.message }));
    asking.end(JSON.stringify({ contactUs: { email: '', phoneNumber: '+46 8 555 0199', details, contactMethod: 'phone' } }));
  });
}

describe('a rolling restart: SIGTERM under load from clients that keep their connections alive', () => {
  it.each([1, 2])(
    'given API_PROCESSES=%i and 12 clients writing back to back on kept-alive connections, when SIGTERM comes, then every write is answered (the last with Connection: close), none is reset, and it exits 0 well inside the shutdown timeout',
    { timeout: 120_000 },
    async (processes) => {
      const port = await freePort();
      const product = startProduct({
        DATABASE_URL: productProcesses.database.url,
        REDIS_URL: await testRedisUrl(),
        PORT: String(port),
        SMTP_URL: 'smtp://127.0.0.1:1',
        API_PROCESSES: String(processes),
        RATE_LIMIT: 'off',
        SHUTDOWN_TIMEOUT_MS: '10000',
      });
      const base = `http://127.0.0.1:${port}`;
      await expect.poll(async () => (await fetch(`${base}/api/ready`).catch(() => undefined))?.status, { timeout: 60_000, interval: 200 }).toBe(200);

      // Each client, like a proxy's connection pool, sends its next write as soon as the last is
      // answered, until the server says it closes the connection (or refuses a new one).
      const tag = `drain-${randomBytes(4).toString('hex')}`;
      const outcomes: Outcome[] = [];
      const client = async (index: number) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        for (let sent = 0; ; sent++) {
          const outcome = await askToBeContacted(base, agent, `${tag} ${index}-${sent}`);
          outcomes.push(outcome);
          if (outcome.error !== undefined || outcome.closing) break;
        }
        agent.destroy();
      };
      const clients = Promise.all(Array.from({ length: 12 }, (_, index) => client(index)));
      await expect.poll(() => outcomes.length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(200);
      const answeredBefore = outcomes.length;
      const signalledAt = Date.now();
      product.child.kill('SIGTERM');
      await withinMs(20_000, 'the clients after SIGTERM', clients);
      const code = await withinMs(20_000, 'the product after SIGTERM', product.exited);
      const stoppedAfterMs = Date.now() - signalledAt;

      expect(code, product.output().stderr).toBe(0);
      expect(stoppedAfterMs, 'well inside SHUTDOWN_TIMEOUT_MS (10 s)').toBeLessThan(5_000);
      // A refused connection was never taken; anything else is a write the client cannot know the fate of.
      expect(outcomes.filter((outcome) => outcome.error !== undefined && outcome.error !== 'ECONNREFUSED')).toEqual([]);
      expect(outcomes.filter((outcome) => outcome.status !== undefined && outcome.status !== 200)).toEqual([]);
      expect(outcomes.filter((outcome) => outcome.closing).length, 'each client was told the connection closes').toBe(12);
      expect(outcomes.length - answeredBefore, 'requests taken after the signal: the ones in flight and one more each at most').toBeLessThanOrEqual(24);
      // What was answered is what was written: no write lost, none made behind a failure.
      const recorded = await productProcesses.database.db.selectFrom('contact_requests').select('details').where('details', 'like', `${tag} %`).execute();
      const answered = outcomes.filter((outcome) => outcome.status === 200).map((outcome) => outcome.details);
      expect(recorded.map((row) => row.details).sort()).toEqual(answered.sort());
    },
  );
});

describe('metrics of several API processes', () => {
  it('given API_PROCESSES=2 and an operators login, when requests come on new connections (so to both processes), then one scrape of /api/metrics counts every one', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    const login = 'ops:correct horse battery staple';
    const product = startProduct({
      DATABASE_URL: productProcesses.database.url,
      REDIS_URL: await testRedisUrl(),
      PORT: String(port),
      SMTP_URL: 'smtp://127.0.0.1:1',
      API_PROCESSES: '2',
      OPS_USER: 'ops',
      OPS_PASSWORD: 'correct horse battery staple',
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      await expect.poll(async () => (await fetch(`${base}/api/ready`).catch(() => undefined))?.status, { timeout: 60_000, interval: 200 }).toBe(200);
      // Both listening: the supervisor says so once every HTTP process is.
      await expect.poll(() => product.output().stdout, { timeout: 30_000 }).toContain('with 2 API processes');
      const onNewConnection = () =>
        new Promise<number>((resolve, reject) =>
          request(`${base}/api/health`, { agent: false }, (response) => resolve(response.resume().statusCode ?? 0))
            .on('error', reject)
            .end(),
        );
      for (let index = 0; index < 20; index++) expect(await onNewConnection()).toBe(200);

      const scrape = await fetch(`${base}/api/metrics`, { headers: { authorization: `Basic ${Buffer.from(login).toString('base64')}` } });
      expect(scrape.status).toBe(200);
      const text = await scrape.text();
      expect(text).toContain('typetest_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"} 20');
      expect(text.match(/^typetest_mail_outbox_pending /gm), 'the mail metrics once').toHaveLength(1);
    } finally {
      product.child.kill('SIGTERM');
      expect(await withinMs(30_000, 'the supervisor after SIGTERM', product.exited)).toBe(0);
    }
  });
});

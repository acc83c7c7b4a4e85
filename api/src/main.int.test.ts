import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, removeRedisKeys, type TestDatabase } from '@typetest/events/testing';
import { withinMs } from './testing/deadline.ts';
import { testRedisUrl } from './testing/redis.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Its own Redis keys, so the product started here never meets another one on the same Redis. */
const redisPrefix = `test-${randomBytes(4).toString('hex')}`;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
  await removeRedisKeys(await testRedisUrl(), redisPrefix);
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that accepts connections and never says a word: a frozen Postgres or Redis. */
async function startSilentServer() {
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

/** Starts `api/src/main.ts` as `npm start` does, with the given environment. */
function startProduct(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, REDIS_PREFIX: redisPrefix, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('starting and stopping the product', () => {
  it('given Redis is not reachable, when started, then it prints one line saying how to start one and exits non-zero', async () => {
    const product = startProduct({ DATABASE_URL: database.url, REDIS_URL: 'redis://127.0.0.1:1', PORT: String(await freePort()) });
    const code = await product.exited;
    expect(code).not.toBe(0);
    const lines = product.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Redis is not reachable at redis:\/\/127\.0\.0\.1:1.*start one with `redis-server`.*or set REDIS_URL\.$/);
  });

  it('given a Postgres that accepts connections but never answers, when started, then within seconds it prints one line saying so, without the password, and exits 1', async () => {
    const silent = await startSilentServer();
    const { port } = silent;
    try {
      const product = startProduct({
        DATABASE_URL: `postgres://postgres:hunter2@127.0.0.1:${port}/typetest`,
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        REDIS_URL: await testRedisUrl(),
        PORT: String(await freePort()),
      });
      const code = await withinMs(20_000, 'start-up against a silent Postgres', product.exited).finally(() => product.child.kill('SIGKILL'));
      expect(code).toBe(1);
      const lines = product.output().stderr.trim().split('\n');
      expect(lines).toEqual([
        `Postgres at postgres://postgres:***@127.0.0.1:${port}/typetest did not answer within 1000 ms (DATABASE_CONNECT_TIMEOUT_MS): check that it is running and not stuck, or set DATABASE_URL.`,
      ]);
    } finally {
      await silent.close();
    }
  });

  it('given a Redis that accepts connections but never answers, when started, then within seconds it prints one line saying so and exits 1', async () => {
    const silent = await startSilentServer();
    try {
      const product = startProduct({ DATABASE_URL: database.url, REDIS_URL: `redis://127.0.0.1:${silent.port}`, REDIS_COMMAND_TIMEOUT_MS: '500', PORT: String(await freePort()) });
      expect(await withinMs(20_000, 'start-up against a silent Redis', product.exited).finally(() => product.child.kill('SIGKILL'))).toBe(1);
      expect(product.output().stderr.trim().split('\n')).toEqual([
        `Redis is not reachable at redis://127.0.0.1:${silent.port} (no answer within 2500 ms): start one with \`redis-server\` or \`docker compose up -d redis\`, or set REDIS_URL.`,
      ]);
    } finally {
      await silent.close();
    }
  });

  it('given the port is taken, when started, then it prints one line naming the port and PORT, and exits 1', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '0.0.0.0', resolve));
    const { port } = taken.address() as { port: number };
    try {
      const product = startProduct({ DATABASE_URL: database.url, REDIS_URL: await testRedisUrl(), PORT: String(port), SMTP_URL: 'smtp://127.0.0.1:1' });
      expect(await withinMs(30_000, 'start-up on a taken port', product.exited).finally(() => product.child.kill('SIGKILL'))).toBe(1);
      const { stderr } = product.output();
      expect(stderr.trim().split('\n').at(-1)).toBe(`Port ${port} is already in use: stop what runs there, or set PORT to a free port.`);
      expect(stderr, 'no stack trace').not.toMatch(/^\s+at |EADDRINUSE/m);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('given bad configuration, when started, then it names each bad variable and exits non-zero', async () => {
    const product = startProduct({ PORT: 'abc', SMTP_URL: 'mail.example', RATE_LIMIT: 'sometimes' });
    expect(await product.exited).toBe(1);
    const { stderr } = product.output();
    expect(stderr).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(stderr).toContain('SMTP_URL must be an smtp:// or smtps:// URL (got "mail.example")');
    expect(stderr).toContain('RATE_LIMIT');
  });

  it('given everything it needs, when started, then it serves the API and the web app on one port, and SIGTERM lets a request in flight finish, then stops cleanly', async () => {
    const port = await freePort();
    const product = startProduct({ DATABASE_URL: database.url, REDIS_URL: await testRedisUrl(), PORT: String(port), SMTP_URL: 'smtp://127.0.0.1:1' });
    const base = `http://127.0.0.1:${port}`;
    let ready: Response | undefined;
    for (let attempt = 0; attempt < 100 && !ready?.ok; attempt++) {
      ready = await fetch(`${base}/api/ready`).catch(() => undefined);
      if (!ready?.ok) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready?.status, product.output().stderr).toBe(200);
    const page = await fetch(`${base}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${base}/api/nothing-here`)).status).toBe(404);

    // A visitor's request is half-way through its body when the product is told to stop.
    const inFlight = request(`${base}/api/public/contactus`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      inFlight.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      inFlight.on('error', reject);
    });
    inFlight.write('{"contactUs": {"email": "", "phoneNumber": "+46 8 555 0199", ');
    await new Promise((resolve) => setTimeout(resolve, 300));
    product.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    inFlight.end('"details": "sent while stopping", "contactMethod": "phone"}}');

    expect(await answered).toEqual({ status: 200, body: JSON.stringify({ success: true }) });
    expect(await product.exited).toBe(0);
    expect(product.output().stdout).toContain('SIGTERM: finishing in-flight requests and mails, then stopping');
    const recorded = await database.db.selectFrom('contact_requests').select('details').where('phone_number', '=', '+46 8 555 0199').execute();
    expect(recorded).toEqual([{ details: 'sent while stopping' }]);
  });
});

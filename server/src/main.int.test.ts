import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { spawnTestProcess } from '@typetest/events/testing/test-processes';
import { withinMs, descendantsOf, nothingListensOn, stillRunning, type ProcessInfo, testRedisUrl } from '@typetest/api/testing';
import { freePort, publicUrl, repoRoot, startSilentServer, useProductProcesses } from './testing/product-processes.ts';

// Under load, in rolling-restart.int.test.ts: a file of its own, so its processes start on another test worker.
const productProcesses = useProductProcesses();
const { redisPrefix, startProduct } = productProcesses;

describe('starting and stopping the product', () => {
  it('given Redis is not reachable, when started, then it prints one line saying how to start one and exits non-zero', async () => {
    const product = startProduct({ DATABASE_URL: productProcesses.database.url, REDIS_URL: 'redis://127.0.0.1:1', PORT: String(await freePort()) });
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
      const product = startProduct({
        DATABASE_URL: productProcesses.database.url,
        REDIS_URL: `redis://127.0.0.1:${silent.port}`,
        REDIS_COMMAND_TIMEOUT_MS: '500',
        PORT: String(await freePort()),
      });
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
      const product = startProduct({ DATABASE_URL: productProcesses.database.url, REDIS_URL: await testRedisUrl(), PORT: String(port), SMTP_URL: 'smtp://127.0.0.1:1' });
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
    const product = startProduct({ DATABASE_URL: productProcesses.database.url, REDIS_URL: await testRedisUrl(), PORT: String(port), SMTP_URL: 'smtp://127.0.0.1:1' });
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
    const recorded = await productProcesses.database.db.selectFrom('contact_requests').select('details').where('phone_number', '=', '+46 8 555 0199').execute();
    expect(recorded).toEqual([{ details: 'sent while stopping' }]);
  });
});

describe('several API processes (API_PROCESSES)', () => {
  it('given API_PROCESSES=2, when started, then two HTTP processes share the port beside a mail process, one that crashes is replaced, and SIGTERM stops every one', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    const product = startProduct({
      DATABASE_URL: productProcesses.database.url,
      REDIS_URL: await testRedisUrl(),
      PORT: String(port),
      SMTP_URL: 'smtp://127.0.0.1:1',
      API_PROCESSES: '2',
    });
    const base = `http://127.0.0.1:${port}`;
    const ready = async () => (await fetch(`${base}/api/ready`).catch(() => undefined))?.status;
    await expect.poll(ready, { timeout: 60_000, interval: 200 }).toBe(200);
    await expect.poll(() => product.output().stdout, { timeout: 10_000 }).toContain(`(port ${port}) with 2 API processes and the mail worker`);
    const supervised = await descendantsOf(product.child.pid ?? 0);
    expect(supervised.map((child) => child.command)).toEqual(['node', 'node', 'node']);

    // Every request is answered, whichever process takes it.
    const answers = await Promise.all(Array.from({ length: 20 }, () => ready()));
    expect(answers).toEqual(Array(20).fill(200));

    process.kill(supervised[0]!.pid, 'SIGKILL');
    await expect.poll(async () => (await stillRunning(await descendantsOf(product.child.pid ?? 0))).length, { timeout: 30_000, interval: 250 }).toBe(3);
    // The supervisor says so once it hears of the exit, which can be a moment after the process is gone.
    await expect.poll(() => product.output().stderr, { timeout: 10_000 }).toMatch(/stopped \(SIGKILL\); starting another in a second\./);
    await expect.poll(ready, { timeout: 30_000, interval: 200 }).toBe(200);

    const all = await descendantsOf(product.child.pid ?? 0);
    product.child.kill('SIGTERM');
    expect(await withinMs(30_000, 'the supervisor after SIGTERM', product.exited)).toBe(0);
    expect(await stillRunning(all)).toEqual([]);
    expect(await nothingListensOn(port)).toBe(true);
  });
});

describe("`npm start`'s build", () => {
  it("given the web app builds, when `npm start` runs its build (prestart), then it prints only npm's own two lines, so the line saying where the product runs is near the top", {
    timeout: 180_000,
  }, async () => {
    // Into a directory of its own: web/dist stays as the browser tests use it.
    const outDir = await mkdtemp(path.join(tmpdir(), 'typetest-build-'));
    try {
      const npm = spawnTestProcess('npm', ['run', 'prestart', '--', '--outDir', outDir, '--emptyOutDir'], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout.on('data', (chunk) => (output += chunk));
      npm.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise<number | null>((resolve) => npm.on('exit', (exitCode) => resolve(exitCode)));

      expect(code).toBe(0);
      const lines = output.split('\n').filter((line) => line.trim() !== '');
      expect(lines).toEqual(['> prestart', expect.stringMatching(/^> npm run build /)]);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});

describe('stopping `npm start`', () => {
  // How people stop it: a process manager signals npm alone; Ctrl-C signals the terminal's whole
  // process group; closing the terminal sends the group SIGHUP.
  it.each([
    { how: 'npm gets SIGTERM', signal: 'SIGTERM', group: false },
    { how: 'Ctrl-C (SIGINT to the group)', signal: 'SIGINT', group: true },
    { how: 'the terminal closes (SIGHUP to the group)', signal: 'SIGHUP', group: true },
  ] as const)(
    'given `npm start` running with no DATABASE_URL (so with its embedded Postgres), when $how, then every process it started stops and both ports are free',
    { timeout: 180_000 },
    async ({ signal, group }) => {
      // A data directory of the test's own; when the test runs as root, Postgres runs as the
      // `postgres` user, which must be able to reach it.
      const dataParent = await mkdtemp(path.join(tmpdir(), 'typetest-embedded-'));
      await chmod(dataParent, 0o755);
      const [port, postgresPort] = [await freePort(), await freePort()];
      // `npm start` is the build (prestart), then the product; --ignore-scripts leaves out the
      // build (web/dist is not what is tested here) and runs the start script as people do. In a
      // process group of its own (spawnTestProcess), as in a terminal of its own.
      const npm = spawnTestProcess('npm', ['start', '--ignore-scripts'], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(port),
          EMBEDDED_POSTGRES_PORT: String(postgresPort),
          EMBEDDED_POSTGRES_DIR: path.join(dataParent, 'postgres'),
          REDIS_URL: await testRedisUrl(),
          REDIS_PREFIX: redisPrefix,
          PUBLIC_URL: publicUrl,
          SMTP_URL: 'smtp://127.0.0.1:1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const npmPid = npm.pid ?? 0;
      let output = '';
      npm.stdout.on('data', (chunk) => (output += chunk));
      npm.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
      let tree: ProcessInfo[] = [];
      try {
        let ready: Response | undefined;
        for (let attempt = 0; attempt < 600 && !ready?.ok && npm.exitCode === null; attempt++) {
          ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
          if (!ready?.ok) await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(ready?.status, output).toBe(200);
        tree = await descendantsOf(npmPid);
        expect(
          tree.map((descendant) => descendant.command),
          'the product and its embedded Postgres run below npm',
        ).toEqual(expect.arrayContaining(['node', 'postgres']));

        process.kill(group ? -npmPid : npmPid, signal);
        await withinMs(30_000, `npm after ${signal}`, exited);
        await expect.poll(() => stillRunning(tree), { timeout: 20_000, interval: 250 }).toEqual([]);
        expect(await nothingListensOn(port)).toBe(true);
        expect(await nothingListensOn(postgresPort)).toBe(true);
        expect(output).toContain(`${signal}: finishing in-flight requests and mails, then stopping`);
      } finally {
        // A failed run must not leave its product or Postgres behind: the postgres server stops
        // cleanly on SIGINT, the rest is killed.
        npm.kill('SIGKILL');
        for (const leftover of await stillRunning(tree)) {
          try {
            process.kill(leftover.pid, leftover.command === 'postgres' ? 'SIGINT' : 'SIGKILL');
          } catch {
            // gone meanwhile
          }
        }
        await expect.poll(() => stillRunning(tree), { timeout: 20_000 }).toEqual([]);
        await rm(dataParent, { recursive: true, force: true });
      }
    },
  );
});

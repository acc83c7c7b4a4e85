/**
 * The product as it is deployed, for the bench's load figures: `server/src/main.ts` (and, apart from
 * it, `server/src/worker.ts`) as processes of their own with NODE_ENV=production, so neither the load
 * generator nor the test SMTP server shares their event loop, and React renders mails with its
 * production build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { childrenOf } from './processes.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface ProductProcess {
  url: string;
  /** The processes' ids, for their CPU time (processes.ts): the API's (with several, the supervisor's too) and the mail worker's when it has one of its own. */
  pids: { api: number[]; worker: number | undefined };
  stop(): Promise<void>;
}

function startProcess(script: string, env: Record<string, string>, ready: RegExp, nodeFlags: string[] = []): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  // BENCH_PROFILE=<folder>: each process writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, ...nodeFlags, '--import', 'tsx', script], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve({ child, match });
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it ran:\n${output}`)));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

/** The environment the product's processes run with in the bench: production, no rate limits. */
function productEnv({ databaseUrl, redisUrl, smtpUrl }: { databaseUrl: string; redisUrl: string; smtpUrl: string }) {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
    SMTP_URL: smtpUrl,
    RATE_LIMIT: 'off',
    // The bench's company never verifies its e-mail, and invites hundreds (docs/decisions/0023-unverified-invitation-limit.md).
    UNVERIFIED_INVITATION_LIMIT: '1000000',
    MAIL_CONCURRENCY: '20',
  };
}

/** The mail worker alone, as `npm run worker` and docker-compose.yml run it: for the mail figure. */
export async function startMailWorkerProcess(urls: {
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
}): Promise<{ pid: number | undefined; redisPrefix: string; stop(): Promise<void> }> {
  const env = productEnv(urls);
  // At the bench's own priority: the baseline it is held to runs in the bench's process, not below it (worker/src/cpu-priority.ts).
  const { child } = await startProcess('server/src/worker.ts', { ...env, MAIL_WORKER_NICE: '0' }, /The mail worker is running\./);
  return { pid: child.pid, redisPrefix: env.REDIS_PREFIX, stop: () => stopProcess(child) };
}

/** How the product is run: as `npm start` (one process), as docker-compose.yml (the worker apart), or as `npm start` with API_PROCESSES=2. */
export type Deployment = 'inside' | 'apart' | 'processes';

/**
 * Starts the product on a free port against `databaseUrl`, mailing through `smtpUrl`. With
 * `'inside'` it sends mails itself, as `npm start` does; with `'apart'` a second process does, as
 * docker-compose.yml runs it; with `'processes'` it runs two HTTP processes and a mail process
 * under a supervisor, as `npm start` with API_PROCESSES=2.
 */
export async function startProductProcess({
  databaseUrl,
  redisUrl,
  smtpUrl,
  deployment,
}: {
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
  deployment: Deployment;
}): Promise<ProductProcess> {
  const env = productEnv({ databaseUrl, redisUrl, smtpUrl });
  const api = await startProcess(
    'server/src/main.ts',
    { ...env, PORT: '0', WORKER: deployment === 'apart' ? 'off' : 'on', API_PROCESSES: deployment === 'processes' ? '2' : '1' },
    /\(port (\d+)\)/,
    // As `npm start` and the Dockerfile run it.
    ['--max-semi-space-size=64'],
  );
  const mailer = deployment === 'apart' ? (await startProcess('server/src/worker.ts', env, /The mail worker is running\./)).child : undefined;
  // With API_PROCESSES above 1, server/src/main.ts marks the process it starts for mail.
  const supervised = api.child.pid === undefined ? [] : childrenOf(api.child.pid, 'TYPETEST_PROCESS_ROLE=mail');
  const apiPids = [api.child.pid, ...supervised.filter((child) => !child.marked).map((child) => child.pid)].filter((pid) => pid !== undefined);
  return {
    url: `http://127.0.0.1:${api.match[1]}`,
    pids: { api: apiPids, worker: mailer?.pid ?? supervised.find((child) => child.marked)?.pid },
    async stop() {
      await stopProcess(api.child);
      if (mailer) await stopProcess(mailer);
    },
  };
}

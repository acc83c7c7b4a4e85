import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { spawnTestProcess } from '@typetest/events/testing/test-processes';
import { testOperatorEmail } from './contact-request.ts';
import { startMailHarness, type MailHarness } from './mail-harness.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface WorkerProcess {
  /** Its process id (and its main thread's, on Linux); undefined when it could not be started. */
  pid: number | undefined;
  /** Until it prints that it runs; rejects with its output if it exits first. */
  running: Promise<void>;
  /** Its exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGKILL: the process dies at once, wherever it is (its sockets close, nothing else runs). */
  kill(): Promise<void>;
  /** SIGTERM: finishes mails in flight, then exits. */
  stop(): Promise<number | null>;
  output(): { stdout: string; stderr: string };
}

/**
 * `npm run worker` as a child process of the test, with the given environment; stopped when the
 * run ends at the latest (events/src/testing/test-processes.ts).
 */
export function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawnTestProcess(process.execPath, ['--import', 'tsx', 'server/src/worker.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const running = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => stdout.includes('The mail worker is running.') && resolve());
    void exited.then((code) => reject(new Error(`The worker exited (${code}) before it ran:\n${stdout}${stderr}`)));
  });
  running.catch(() => {}); // whoever awaits it sees the rejection
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  return {
    pid: child.pid,
    running,
    exited,
    kill: async () => {
      await signal('SIGKILL');
    },
    stop: () => signal('SIGTERM'),
    output: () => ({ stdout, stderr }),
  };
}

/**
 * For a test file whose stories run `npm run worker` processes on one mail harness (a database, a
 * Redis prefix and an SMTP server of its own): the harness, made before the file's tests and
 * closed after them, and `start`, whose processes are killed after each test.
 */
export function workerProcessesOnHarness(): { harness(): MailHarness; start(env?: Record<string, string>): WorkerProcess } {
  let harness: MailHarness | undefined;
  const processes: WorkerProcess[] = [];
  beforeAll(async () => {
    harness = await startMailHarness();
  });
  afterEach(async () => {
    for (const worker of processes.splice(0)) await worker.kill();
  });
  afterAll(async () => {
    await harness?.close();
  });
  const started = () => {
    if (!harness) throw new Error('The mail harness is made in beforeAll: use it inside a test');
    return harness;
  };
  return {
    harness: started,
    start(env = {}) {
      const { databaseUrl, redisUrl, prefix, smtp } = started();
      const worker = startWorkerProcess({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_PREFIX: prefix, SMTP_URL: smtp.url, OPERATOR_EMAIL: testOperatorEmail, ...env });
      processes.push(worker);
      return worker;
    },
  };
}

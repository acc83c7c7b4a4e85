import { fileURLToPath } from 'node:url';
import { spawnTestProcess } from '@typetest/events/testing/test-processes';

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
  const child = spawnTestProcess(process.execPath, ['--import', 'tsx', 'worker/src/main.ts'], {
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

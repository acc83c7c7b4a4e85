import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { spawnTestProcess } from '@typetest/events/testing/test-processes';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** A port nothing listens on, for a product started by a test. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Runs a product entry (`server/src/main.ts`, `server/src/worker.ts`, ...) as its npm script does, with
 * the given environment only; `started` resolves when its output says `ready`, or rejects with its
 * output when it exits first.
 */
export function startProductProcess(entry: string, env: Record<string, string | undefined>, ready: RegExp = /Typetest is running/) {
  const child = spawnTestProcess(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = new Promise<void>((resolve, reject) => {
    const check = () => ready.test(stdout) && resolve();
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      check();
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    void exited.then((code) => reject(new Error(`${entry} exited (${code}) before it was ready:\n${stdout}\n${stderr}`)));
  });
  started.catch(() => {});
  return {
    child,
    exited,
    started,
    output: () => ({ stdout, stderr }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

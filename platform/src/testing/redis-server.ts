import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { spawnTestProcess } from '@typetest/events/testing/test-processes';

export interface TestRedisServer {
  url: string;
  /** Kills the server: like a crash, and with nothing on disk every key is gone. */
  stop(): Promise<void>;
  /** Starts it again, empty, on the same port (if it is running, it is left as it is). */
  start(): Promise<void>;
  /**
   * Stops the process (SIGSTOP) without closing anything: connections stay open and commands
   * get no answer, as with a server stuck in a long command or a network that drops packets.
   */
  freeze(): void;
  /** Lets a frozen server go on (SIGCONT); it answers what it was sent meanwhile. */
  thaw(): void;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/**
 * A redis-server child process of the test's own, keeping nothing on disk like this machine's,
 * for tests that take Redis away and bring it back. Needs `redis-server` on the PATH. Started
 * through the run's process registry (events/src/testing/test-processes.ts), so it is stopped
 * when the run ends even if its test never calls `stop()`.
 */
export async function startTestRedisServer(): Promise<TestRedisServer> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    // A second server on the port would fail to bind and exit, and this one would be lost to
    // `stop()`: left running after the tests (as `start()` "to be sure" in an afterAll did).
    if (child && child.exitCode === null && child.signalCode === null) return;
    const started = spawnTestProcess('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const spawnError = new Promise<never>((_, reject) => started.once('error', (error) => reject(new Error(`Could not start redis-server (is it installed?): ${error.message}`))));
    child = started;
    // Ready once it answers a PING.
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      for (let tries = 0; ; tries++) {
        try {
          await Promise.race([probe.connect().then(() => probe.ping()), spawnError]);
          return;
        } catch (error) {
          if (tries >= 100 || started.exitCode !== null) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    } finally {
      probe.disconnect();
    }
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL'); // works on a frozen server too
    await exited;
  };

  const signal = (name: 'SIGSTOP' | 'SIGCONT') => {
    if (!child || child.exitCode !== null || child.signalCode !== null) throw new Error(`redis-server is not running (${name})`);
    child.kill(name);
  };

  await start();
  return { url, start, stop, freeze: () => signal('SIGSTOP'), thaw: () => signal('SIGCONT') };
}

import { spawn, type ChildProcess, type ChildProcessByStdio, type SpawnOptions, type SpawnOptionsWithStdioTuple, type StdioNull, type StdioPipe } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Every process a test starts (a redis-server of its own, the worker or the product as a child
 * process, `npm start`) is started here, so none outlives the test run, whether its test passed,
 * failed or timed out:
 *
 * - each leads a process group of its own (`detached`), and it is that group which is stopped:
 *   `npm start`'s node and embedded Postgres below it, say;
 * - each is written down in the run's registry, a directory the global setup makes
 *   (vitest.global-setup.ts, `startProcessRegistry`), and struck off when it exits;
 * - the global teardown, in vitest's own process, stops whatever is still written down: a test
 *   that timed out or forgot its `stop()`, or a test worker that vitest ended with SIGTERM (which
 *   runs no `exit` handler of the worker's); an interrupted run (Ctrl-C) kills them on its way out;
 * - a test process that ends by itself kills its own leftovers on `exit` (for runs without the
 *   global setup).
 */
const registryVariable = 'TYPETEST_TEST_PROCESSES';

interface Registered {
  /** The process's id, which is also its process group's. */
  pid: number;
  /** What was started, for the teardown's line about it. */
  command: string;
}

const running = new Map<number, Registered>();
let exitHookInstalled = false;

/**
 * `child_process.spawn` in a process group of its own, written down so the group is stopped at the
 * latest when the run ends. Signals a test sends (`child.kill`) still go to the process alone.
 */
export function spawnTestProcess(
  command: string,
  args: readonly string[],
  options: Omit<SpawnOptionsWithStdioTuple<StdioNull, StdioPipe, StdioPipe>, 'detached'>,
): ChildProcessByStdio<null, Readable, Readable>;
export function spawnTestProcess(command: string, args: readonly string[], options?: Omit<SpawnOptions, 'detached'>): ChildProcess;
export function spawnTestProcess(command: string, args: readonly string[], options: Omit<SpawnOptions, 'detached'> = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const pid = child.pid;
  if (pid === undefined) return child; // it did not start: its 'error' event says why
  const entry: Registered = { pid, command: [command, ...args].join(' ') };
  running.set(pid, entry);
  const registry = process.env[registryVariable];
  const file = registry && path.join(registry, String(pid));
  if (file) writeFileSync(file, JSON.stringify(entry));
  child.once('exit', () => {
    running.delete(pid);
    // The rest of its group may still run (the leader killed alone): then the teardown stops it.
    if (file && !isAlive(entry)) rmSync(file, { force: true });
  });
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const leftover of running.values()) signal(leftover, 'SIGKILL');
    });
  }
  return child;
}

/**
 * A test process whose output is kept as it comes: what it has printed so far, and its exit code
 * once it exits. Most tests that start the product or an ops command read both.
 */
export function spawnWithOutput(command: string, args: readonly string[], options: Omit<SpawnOptions, 'detached' | 'stdio'> = {}) {
  const child = spawnTestProcess(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/**
 * For the global setup: makes this run's registry and answers the teardown, which stops every
 * group still written down (SIGTERM, then SIGKILL to what is left after `graceMs`) and says so in
 * one line, then removes the registry. The first project's setup makes it; the others share it.
 */
export async function startProcessRegistry({ graceMs = 5000 }: { graceMs?: number } = {}): Promise<() => Promise<void>> {
  if (process.env[registryVariable]) return async () => {};
  const registry = await mkdtemp(path.join(tmpdir(), 'typetest-test-processes-'));
  process.env[registryVariable] = registry;
  const leftovers = () =>
    readdirSync(registry)
      .map((file) => JSON.parse(readFileSync(path.join(registry, file), 'utf8')) as Registered)
      .filter(isAlive);
  // vitest ends an interrupted run (Ctrl-C) with process.exit, without the teardown; so does the
  // global setup that finds no Postgres or Redis.
  const onExit = () => {
    for (const leftover of leftovers()) signal(leftover, 'SIGKILL');
    rmSync(registry, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  return async () => {
    process.off('exit', onExit);
    delete process.env[registryVariable];
    const alive = leftovers();
    if (alive.length > 0) {
      console.warn(`Stopping ${alive.length} process(es) the tests left running: ${alive.map((leftover) => leftover.command).join('; ')}`);
      for (const leftover of alive) signal(leftover, 'SIGTERM');
      for (let waited = 0; waited < graceMs && alive.some(isAlive); waited += 100) await sleep(100);
      for (const leftover of alive.filter(isAlive)) signal(leftover, 'SIGKILL');
    }
    await rm(registry, { recursive: true, force: true });
  };
}

function signal({ pid }: Registered, name: NodeJS.Signals) {
  try {
    process.kill(-pid, name);
  } catch {
    // gone already
  }
}

/** Whether any process of its group still runs. */
function isAlive({ pid }: Registered): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

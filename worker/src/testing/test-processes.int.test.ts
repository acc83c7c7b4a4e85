import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { spawnTestProcess } from '@typetest/events/testing/test-processes';
import { startTestRedisServer } from '@typetest/platform/testing/redis-server';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Whether something answers a connection on the port of 127.0.0.1. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The ids of the redis-server processes serving these ports (redis-server names its process after its address). */
async function redisServersOn(ports: readonly number[]): Promise<number[]> {
  const { stdout } = await promisify(execFile)('ps', ['-A', '-o', 'pid=,args=']);
  return stdout
    .split('\n')
    .map((line) => /^\s*(\d+)\s+redis-server \S+:(\d+)/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && ports.includes(Number(match[2])))
    .map((match) => Number(match[1]));
}

const portOf = (url: string) => Number(new URL(url).port);

describe('given test files that start redis-servers of their own and never stop them', () => {
  it('when their run ends (one test passed, one failed, one timed out), then none of those servers is left running', { timeout: 90_000 }, async () => {
    const child = spawnTestProcess('npx', ['vitest', 'run', '--config', 'worker/src/testing/fixtures/vitest.config.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    await new Promise((resolve) => child.on('close', resolve));

    const ports = [...output.matchAll(/fixture redis-server at (redis:\/\/\S+)/g)].map((match) => portOf(match[1] ?? ''));
    try {
      expect(ports, output).toHaveLength(3);
      expect(output).toMatch(/1 passed/);
      expect(output).toMatch(/2 failed/);
      expect(await redisServersOn(ports)).toEqual([]);
      for (const port of ports) expect(await listening(port), `a redis-server still answers on ${port}`).toBe(false);
    } finally {
      // Before the fix they were left running: take them away, whatever the test found.
      for (const pid of await redisServersOn(ports)) process.kill(pid, 'SIGKILL');
    }
  });
});

describe('given a test redis-server that is running', () => {
  it('when it is started again "to be sure" and then stopped, then nothing is left running on its port', async () => {
    const server = await startTestRedisServer();
    const port = portOf(server.url);
    try {
      await server.start();
      expect(await listening(port)).toBe(true);
      await server.stop();
      expect(await redisServersOn([port])).toEqual([]);
      expect(await listening(port)).toBe(false);
    } finally {
      for (const pid of await redisServersOn([port])) process.kill(pid, 'SIGKILL');
    }
  });
});

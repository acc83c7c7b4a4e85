import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testServicesProblem, type ServiceProbes } from './service-check.ts';
import { spawnTestProcess } from './test-processes.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Nothing answers on port 1: a Postgres and a Redis that are set but not running. */
const unreachable = { DATABASE_URL: 'postgres://postgres:hunter2@127.0.0.1:1/postgres', REDIS_URL: 'redis://127.0.0.1:1' };

/** `npx vitest run ...args` in a process of its own, as a person runs it, with only `env` set (and PATH). */
function vitest(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawnTestProcess('npx', ['vitest', 'run', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

const integrationFile = 'api/src/http/request-id.int.test.ts';
const unitFile = 'events/src/i18n/describe-wait.test.ts';
const firstLine = 'The integration and browser tests cannot run on this machine as it is; nothing was run.';

describe('given a Postgres and a Redis that are set but do not answer', () => {
  it('when the tests are run, then one message names both, says what to set, and no test file runs', { timeout: 60_000 }, async () => {
    const { code, output } = await vitest([unitFile, integrationFile], unreachable);
    expect(code).toBe(1);
    expect(output.split(firstLine)).toHaveLength(2);
    expect(output).toContain('Postgres at postgres://postgres:***@127.0.0.1:1/postgres (DATABASE_URL) does not answer (connect ECONNREFUSED 127.0.0.1:1)');
    expect(output).toContain('Redis at redis://127.0.0.1:1 (REDIS_URL) does not answer (connect ECONNREFUSED 127.0.0.1:1)');
    expect(output).toContain('DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm test');
    expect(output, 'the password').not.toContain('hunter2');
    expect(output, 'no test file ran, not even the unit one').not.toMatch(/Test Files|describe-wait|request-id/);
  });

  it('when only the unit tests are run, then they run and pass as usual', { timeout: 60_000 }, async () => {
    const { code, output } = await vitest(['--project', 'unit', unitFile], unreachable);
    expect(output).not.toContain(firstLine);
    expect(output).toMatch(/Test Files\s+1 passed/);
    expect(code).toBe(0);
  });
});

/** Probes of a machine where Postgres and Redis answer at any URL, and Docker and Chromium are as given. */
function machine({ docker, chromium }: { docker: boolean; chromium: boolean }): ServiceProbes {
  return {
    postgres: async () => undefined,
    redis: async () => undefined,
    docker: async () => docker,
    fileExists: () => chromium,
  };
}

describe('given DATABASE_URL and REDIS_URL unset', () => {
  it('when there is no Docker either, then the message names both variables once each and how to set them', async () => {
    const problem = await testServicesProblem({ env: {}, probes: machine({ docker: false, chromium: true }) });
    expect(problem?.split('\n').slice(0, 3)).toEqual([
      firstLine,
      '  - DATABASE_URL is not set, and there is no Docker to start Postgres in (testcontainers found no container runtime).',
      '  - REDIS_URL is not set, and there is no Docker to start Redis in (testcontainers found no container runtime).',
    ]);
    expect(problem).toContain('npx vitest run --project unit');
  });

  it('when Docker runs, then there is nothing to say: testcontainers starts them', async () => {
    expect(await testServicesProblem({ env: {}, probes: machine({ docker: true, chromium: true }) })).toBeUndefined();
  });
});

describe('given the browser tests', () => {
  it('when there is no Chromium where they look, then the message says to install it or set CHROMIUM_PATH', async () => {
    const env = { ...unreachable, CHROMIUM_PATH: '/nowhere/chromium' };
    const problem = await testServicesProblem({ env, browser: true, probes: machine({ docker: false, chromium: false }) });
    expect(problem).toContain('  - There is no Chromium at /nowhere/chromium: install it (`apt-get install chromium`) or set CHROMIUM_PATH.');
    expect(await testServicesProblem({ env, browser: false, probes: machine({ docker: false, chromium: false }) })).toBeUndefined();
  });
});

import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';

/** Where the browser tests find Chromium (web/e2e/support/browser.ts reads the same). */
export const chromiumPath = (env: NodeJS.ProcessEnv = process.env) => env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface ServiceProbes {
  /** Undefined when Postgres at `url` answers, else why not. */
  postgres(url: string): Promise<string | undefined>;
  redis(url: string): Promise<string | undefined>;
  /** Whether testcontainers finds a container runtime (Docker) to start what is not set. */
  docker(): Promise<boolean>;
  fileExists(path: string): boolean;
}

const answerWithinMs = 3000;

export const realProbes: ServiceProbes = {
  async postgres(url) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: answerWithinMs });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      return undefined;
    } catch (error) {
      return reasonOf(error);
    } finally {
      await client.end().catch(() => {});
    }
  },
  async redis(url) {
    const redis = new Redis(url, { lazyConnect: true, connectTimeout: answerWithinMs, commandTimeout: answerWithinMs, maxRetriesPerRequest: 0, retryStrategy: () => null });
    // connect() only says "Connection is closed."; the error event says why (ECONNREFUSED, ...).
    let connectionError: unknown;
    redis.on('error', (error) => (connectionError ??= error));
    try {
      await redis.connect();
      await redis.ping();
      return undefined;
    } catch (error) {
      return reasonOf(connectionError ?? error);
    } finally {
      redis.disconnect();
    }
  },
  async docker() {
    try {
      const { getContainerRuntimeClient } = await import('testcontainers');
      await getContainerRuntimeClient();
      return true;
    } catch {
      return false;
    }
  },
  fileExists: existsSync,
};

/**
 * Before any integration or browser test runs: can the tests reach Postgres and Redis (from
 * DATABASE_URL and REDIS_URL, or started by testcontainers, service-url.ts), and, for the browser
 * tests, Chromium? Undefined when they can; otherwise one message saying what to set or start,
 * so a machine without them gets that once instead of every test file failing on its own.
 */
export async function testServicesProblem(options: { env?: NodeJS.ProcessEnv; browser?: boolean; probes?: ServiceProbes } = {}): Promise<string | undefined> {
  const { env = process.env, browser = false, probes = realProbes } = options;
  const services = [
    { name: 'Postgres', variable: 'DATABASE_URL', url: env.DATABASE_URL, probe: probes.postgres },
    { name: 'Redis', variable: 'REDIS_URL', url: env.REDIS_URL, probe: probes.redis },
  ];
  const problems: string[] = [];
  for (const { name, variable, url, probe } of services) {
    if (!url) continue;
    const reason = await probe(url);
    if (reason) problems.push(`${name} at ${redact(url)} (${variable}) does not answer (${reason}): start it, or set ${variable} to one that runs.`);
  }
  const unset = services.filter((service) => !service.url);
  if (unset.length > 0 && !(await probes.docker())) {
    for (const { name, variable } of unset) problems.push(`${variable} is not set, and there is no Docker to start ${name} in (testcontainers found no container runtime).`);
  }
  if (browser && !probes.fileExists(chromiumPath(env))) {
    problems.push(`There is no Chromium at ${chromiumPath(env)}: install it (\`apt-get install chromium\`) or set CHROMIUM_PATH.`);
  }
  if (problems.length === 0) return undefined;
  return [
    `The integration and browser tests cannot run on this machine as it is; nothing was run.`,
    ...problems.map((problem) => `  - ${problem}`),
    'They use Postgres and Redis from DATABASE_URL and REDIS_URL, for example',
    '    DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm test',
    'or, with those unset, start them in Docker by themselves (testcontainers).',
    'The unit tests need none of this: npx vitest run --project unit',
  ].join('\n');
}

function reasonOf(error: unknown): string {
  // Node's connection errors to a name with several addresses are AggregateErrors without a message.
  if (error instanceof AggregateError && !error.message) return reasonOf(error.errors[0]);
  if (error instanceof Error) return error.message || (error as NodeJS.ErrnoException).code || error.name;
  return String(error);
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

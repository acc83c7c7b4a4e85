import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import type { Config } from '@typetest/platform';
import { StartupError } from './services.ts';

export interface RedisService {
  url: string;
  /** Stops the private redis-server, if this process started one; after everything that uses it. */
  stop(): Promise<void>;
}

/** The line for a machine without a Redis of any kind. */
export const noRedisServerLine = (port: number) =>
  `No Redis answers on 127.0.0.1:${port} and there is no redis-server on the PATH: install one (Debian/Ubuntu \`apt-get install redis-server\`, Homebrew \`brew install redis\`), or run \`docker compose up -d redis\`, or set REDIS_URL.`;

/**
 * With REDIS_URL unset, `npm start` uses the Redis answering at 127.0.0.1:PRIVATE_REDIS_PORT (6379),
 * and when none does, starts a private `redis-server` from the PATH there, its data under
 * `.data/redis` (PRIVATE_REDIS_DIR), as it starts an embedded Postgres without DATABASE_URL
 * (docs/decisions/0052-processes-agree-private-redis.md). The server leads a process group of its
 * own, so a Ctrl-C sent to the terminal's group does not stop it before the product has finished
 * its in-flight requests and mails; the product stops it last (decision 0025).
 */
export async function startRedisIfNeeded(config: Pick<Config, 'REDIS_URL' | 'REDIS_URL_SET' | 'PRIVATE_REDIS_PORT' | 'PRIVATE_REDIS_DIR'>): Promise<RedisService> {
  const alreadyThere = { url: config.REDIS_URL, stop: async () => {} };
  if (config.REDIS_URL_SET) return alreadyThere;
  const port = config.PRIVATE_REDIS_PORT;
  if (await redisAnswers(port)) return alreadyThere;

  const dataDir = path.resolve(process.cwd(), config.PRIVATE_REDIS_DIR);
  mkdirSync(dataDir, { recursive: true });
  // Queued mail survives a restart (append-only file), and Redis never evicts it to make room.
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dataDir, '--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction', '--daemonize', 'no'];
  const server = spawn('redis-server', args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<string>((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ENOENT' ? noRedisServerLine(port) : `redis-server could not start: ${error.message}`));
    server.once('exit', (code, signal) => resolve(`redis-server stopped while starting (${signal ?? `exit code ${code}`}) ${stderr.trim()}`.trim()));
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null || server.pid === undefined) return;
    const gone = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await gone;
  };
  const outcome = await Promise.race([
    exited.then((line) => ({ failed: line })),
    untilAnswers(port).then(
      () => ({ failed: undefined }),
      (error: Error) => ({ failed: error.message }),
    ),
  ]);
  if (outcome.failed !== undefined) {
    await stop();
    throw new StartupError(outcome.failed);
  }
  console.log(`private redis: running on port ${port}, data in ${path.relative(process.cwd(), dataDir)}`);
  return { url: config.REDIS_URL, stop };
}

/** Whether something answers a Redis PING on 127.0.0.1:port (within a second). */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    // "+PONG", or "-NOAUTH ..." from a Redis with a password: a Redis either way.
    socket.once('data', (chunk) => done(/^[+-]/.test(chunk.toString())));
    socket.once('error', () => done(false));
  });
}

/** Resolves once the server started answers; a redis-server that exits instead ends the race above. */
async function untilAnswers(port: number) {
  for (let tries = 0; tries < 200; tries++) {
    if (await redisAnswers(port)) return;
    await pause(50);
  }
  throw new Error(`redis-server did not answer on port ${port} within 10 s.`);
}

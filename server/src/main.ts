import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from '@typetest/api';
import {
  checkApiProcessesAgree,
  connectRedis,
  type Drainable,
  drainable,
  joinApiProcesses,
  openDatabase,
  serveProcessMetrics,
  StartupError,
  startRedisIfNeeded,
} from '@typetest/api/process';
import { type Config, ConfigError, createDatabase, databaseOptions, loadConfig } from '@typetest/platform';
import { startWorker } from '@typetest/worker';
import { startMailProcess } from './mail-process.ts';
import { stopOnSignals } from './shutdown.ts';

/**
 * `npm start`: the whole product, composed here and nowhere else -- the API, the built SPA on the
 * same origin, and (unless WORKER=off) the mail worker with its scheduled work (reminders). One process by default; with API_PROCESSES above 1, a supervisor
 * (this process: the embedded Postgres, the migrations, the signals) starts that many HTTP
 * processes sharing the port, plus one for the mail worker, since one Node process uses one core
 * (docs/decisions/0041-several-api-processes.md).
 */
async function main() {
  const config = loadConfig();
  const role = process.env[processRoleVariable];
  if (cluster.isWorker && role === 'mail') return sendMail(config);
  if (cluster.isWorker) return serveRequests(config);
  // Without REDIS_URL, a Redis of its own when none answers (docs/decisions/0052-processes-agree-private-redis.md); stopped last.
  const redisServer = await startRedisIfNeeded(config);
  const run = config.API_PROCESSES > 1 ? supervise : runAlone;
  return run(config, redisServer.stop).catch(async (error: unknown) => {
    await redisServer.stop();
    throw error;
  });
}

/** What a process started by the supervisor does: serve HTTP, or send mail. */
const processRoleVariable = 'TYPETEST_PROCESS_ROLE';

/** The web app's files, when built. */
function builtWebRoot(): string | undefined {
  const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
  if (existsSync(webRoot)) return webRoot;
  console.warn('web/dist is missing: run `npm run build` to serve the web app.');
  return undefined;
}

/** The product in one process: API, web app and mail worker. */
async function runAlone(config: Config, stopRedisServer: () => Promise<void>) {
  const database = await openDatabase(config);
  const redis = await connectRedis(config).catch(async (error) => {
    await database.close();
    throw error;
  });
  const agreement = await joinApiProcesses(redis, config).catch(async (error) => {
    redis.disconnect();
    await database.close();
    throw error;
  });
  const app = createApp({ db: database.db, redis, config, webRoot: builtWebRoot() });
  // The port first: if it is taken, nothing else has started that would need stopping.
  const server = await listen(app.fetch, config.PORT, config.HOST).catch(async (error) => {
    await agreement.leave();
    redis.disconnect();
    await database.close();
    throw error;
  });
  // The mail sender holds a connection for each mail it is sending (docs/decisions/0004-mail-sent-at-least-once.md): its own
  // pool, so a slow SMTP server never leaves requests waiting for a connection.
  const workerDb = config.WORKER === 'on' ? createDatabase(database.url, { ...databaseOptions(config), max: config.MAIL_CONCURRENCY + 2 }) : undefined;
  // The sender shares this event loop with requests: it sends one mail at a time while the loop is busy (docs/decisions/0039-mail-gives-way-to-requests.md).
  const worker = workerDb ? await startWorker({ db: workerDb, config, yieldToRequests: true }) : undefined;
  const { port } = server.http.address() as AddressInfo;
  console.log(`Typetest is running on ${config.PUBLIC_URL} (port ${port})${worker ? ' with the mail worker' : ''}`);

  stopOnSignals(config, 'finishing in-flight requests and mails, then stopping', async () => {
    // The sender finishes its current mails while the connections drain, not after.
    await Promise.all([server.drain(), worker?.close()]);
    await workerDb?.destroy();
    await agreement.leave();
    redis.disconnect();
    await database.close();
    await stopRedisServer();
  });
}

/**
 * The supervisor of a start with several processes: it owns the database (embedded or not, migrated
 * once), starts the HTTP processes and the mail process with the database's URL, starts again one
 * that dies, and on a signal stops them all, then the embedded Postgres.
 */
async function supervise(config: Config, stopRedisServer: () => Promise<void>) {
  const database = await openDatabase(config);
  // Redis missing is said once, here, not once per process.
  try {
    const redis = await connectRedis(config);
    // The same for a disagreement with processes elsewhere: said once, before any HTTP process starts.
    await checkApiProcessesAgree(redis, config).finally(() => redis.disconnect());
  } catch (error) {
    await database.close();
    throw error;
  }
  // The HTTP processes and the mail process only need the supervisor's (migrated) database, embedded or not.
  const environment = (role: 'http' | 'mail') => ({ [processRoleVariable]: role, DATABASE_URL: database.url });
  const roles = new Map<number, 'http' | 'mail'>();
  const fork = (role: 'http' | 'mail') => roles.set(cluster.fork(environment(role)).id, role);
  let stopping = false;
  let listening = 0;
  const started = new Promise<number>((resolve, reject) => {
    cluster.on('listening', (_worker, address) => {
      listening++;
      if (listening === config.API_PROCESSES) resolve(address.port);
    });
    cluster.on('exit', (worker, code, signal) => {
      const role = roles.get(worker.id) ?? 'http';
      roles.delete(worker.id);
      const which = role === 'mail' ? 'The mail process' : `HTTP process ${worker.process.pid}`;
      const how = signal ?? `exit code ${code}`;
      // Exit code 0 is a process told to stop (Ctrl-C reaches the whole group before this one stops them).
      if (stopping || code === 0) return;
      // One that never came up (a taken port, say) has said why; the start has failed.
      if (listening < config.API_PROCESSES) return reject(new StartupError(`${which} stopped while starting (${how}).`));
      // A second's pause: a process that fails again at once must not spin the supervisor.
      console.error(`${which} stopped (${how}); starting another in a second.`);
      setTimeout(() => !stopping && fork(role), 1000);
    });
  });
  serveProcessMetrics();
  for (let index = 0; index < config.API_PROCESSES; index++) fork('http');
  if (config.WORKER === 'on') fork('mail');

  const stopAll = async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await database.close();
    await stopRedisServer();
  };
  const port = await started.catch(async (error) => {
    await stopAll();
    throw error;
  });
  const mail = config.WORKER === 'on' ? ' and the mail worker' : '';
  console.log(`Typetest is running on ${config.PUBLIC_URL} (port ${port}) with ${config.API_PROCESSES} API processes${mail}`);
  stopOnSignals(config, 'finishing in-flight requests and mails, then stopping', stopAll);
}

/** An HTTP process of the supervisor's: the API and the web app, on the shared port. */
async function serveRequests(config: Config) {
  const db = createDatabase(config.DATABASE_URL!, databaseOptions(config));
  const redis = await connectRedis(config);
  const agreement = await joinApiProcesses(redis, config);
  const app = createApp({ db, redis, config, webRoot: builtWebRoot() });
  const server = await listen(app.fetch, config.PORT, config.HOST);
  const stop = stopOnSignals(config, 'finishing in-flight requests, then stopping', async () => {
    await server.drain();
    await agreement.leave();
    redis.disconnect();
    await db.destroy();
  });
  // The supervisor gone (killed, say), nothing would ever stop this one.
  process.on('disconnect', () => void stop('the supervisor stopped'));
}

/** The supervisor's mail process: the mail worker as `npm run worker` runs it, below the HTTP processes' CPU priority. */
async function sendMail(config: Config) {
  const mail = await startMailProcess(config, config.DATABASE_URL!);
  const stop = stopOnSignals(config, 'finishing mails in flight, then stopping', () => mail.stop());
  process.on('disconnect', () => void stop('the supervisor stopped'));
}

/**
 * Serves the app on the port, drainable on a signal (http/drain.ts); a port it cannot have is a
 * StartupError saying what to set.
 */
function listen(fetch: Parameters<typeof serve>[0]['fetch'], port: number, hostname: string): Promise<Drainable & { http: Server }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }) as Server;
    const { drain } = drainable(server);
    server.once('listening', () => resolve({ http: server, drain }));
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new StartupError(`Port ${port} is already in use: stop what runs there, or set PORT to a free port.`));
      else if (error.code === 'EACCES') reject(new StartupError(`Port ${port} needs privileges this process does not have: set PORT to a port above 1023.`));
      else reject(error);
    });
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else console.error('Typetest could not start:', error);
  process.exit(1);
});

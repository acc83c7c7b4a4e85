import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { ConfigError, createDatabase, databaseOptions, loadConfig } from '@typetest/platform';
import { startWorker } from '@typetest/worker';
import { createApp } from './app.ts';
import { connectRedis, openDatabase, StartupError } from './platform/services.ts';

/**
 * `npm start`: the whole product in one process -- the API, the built SPA on the same origin,
 * and (unless WORKER=off) the mail worker.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const redis = await connectRedis(config).catch(async (error) => {
    await database.close();
    throw error;
  });
  const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
  if (!existsSync(webRoot)) console.warn('web/dist is missing: run `npm run build` to serve the web app.');
  const app = createApp({ db: database.db, redis, config, webRoot: existsSync(webRoot) ? webRoot : undefined });
  // The port first: if it is taken, nothing else has started that would need stopping.
  const server = await listen(app.fetch, config.PORT).catch(async (error) => {
    redis.disconnect();
    await database.close();
    throw error;
  });
  // The mail sender holds a connection for each mail it is sending (docs/decisions/0004-mail-sent-at-least-once.md): its own
  // pool, so a slow SMTP server never leaves requests waiting for a connection.
  const workerDb = config.WORKER === 'on' ? createDatabase(database.url, { ...databaseOptions(config), max: config.MAIL_CONCURRENCY + 2 }) : undefined;
  const worker = workerDb ? await startWorker({ db: workerDb, config }) : undefined;
  const { port } = server.address() as AddressInfo;
  console.log(`Typetest is running on ${config.PUBLIC_URL} (port ${port})${worker ? ' with the mail worker' : ''}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests and mails, then stopping`);
    const deadline = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
    await worker?.close();
    await workerDb?.destroy();
    redis.disconnect();
    await database.close();
    process.exit(0);
  };
  // SIGHUP too: a closed terminal sends it to the whole group, and the embedded Postgres takes it
  // as "reload its configuration", so without our stop it would outlive the product.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
}

/** Serves the app on the port; a port it cannot have is a StartupError saying what to set. */
function listen(fetch: Parameters<typeof serve>[0]['fetch'], port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: '0.0.0.0' });
    server.once('listening', () => resolve(server));
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

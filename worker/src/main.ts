import { ConfigError, loadConfig } from '@typetest/platform';
import { startMailProcess } from './mail-process.ts';

/**
 * The mail worker on its own (`npm run worker`), for running it apart from the api
 * (which also runs it unless WORKER=off). The api migrates the database; the worker waits for it.
 */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    console.error("The mail worker needs DATABASE_URL: set it to the api's Postgres, e.g. postgres://postgres@127.0.0.1:5432/postgres");
    process.exit(1);
  }
  const mail = await startMailProcess(config, config.DATABASE_URL);
  console.log('The mail worker is running.');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing mails in flight, then stopping`);
    const deadline = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    await mail.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `The mail worker could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

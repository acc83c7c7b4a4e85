import { ConfigError, loadConfig } from '@typetest/platform';
import { startMailProcess } from './mail-process.ts';
import { stopOnSignals } from './shutdown.ts';

/**
 * The mail worker on its own (`npm run worker`), for running it apart from the API (`npm start`
 * also runs it unless WORKER=off). The API migrates the database; the worker waits for it.
 */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    console.error("The mail worker needs DATABASE_URL: set it to the api's Postgres, e.g. postgres://postgres@127.0.0.1:5432/postgres");
    process.exit(1);
  }
  const mail = await startMailProcess(config, config.DATABASE_URL);
  console.log('The mail worker is running.');
  stopOnSignals(config, 'finishing mails in flight, then stopping', () => mail.stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `The mail worker could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

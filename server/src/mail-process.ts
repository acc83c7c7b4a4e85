import { type Config, createDatabase, createLog, databaseOptions } from '@typetest/platform';
import { lowerCpuPriority, startWorker } from '@typetest/worker';

/**
 * The mail worker as a process of its own: `npm run worker` (worker.ts), and the mail process
 * `npm start` runs beside several HTTP processes (main.ts). It lowers its CPU priority first, so
 * the threads started after it inherit the lower one
 * (docs/decisions/0039-mail-gives-way-to-requests.md), then opens its pool and starts the worker.
 */
export async function startMailProcess(config: Config, databaseUrl: string): Promise<{ stop(): Promise<void> }> {
  // One log for the process: its lines are JSON like every runtime line (platform/src/log.ts).
  const log = createLog('mail');
  lowerCpuPriority(config.MAIL_WORKER_NICE, log);
  const db = createDatabase(databaseUrl, databaseOptions(config));
  const worker = await startWorker({ db, config, log });
  return {
    /** Finishes the mails in flight, then closes every connection. */
    async stop() {
      await worker.close();
      await db.destroy();
    },
  };
}

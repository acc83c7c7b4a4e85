import type { WorkerLog } from './worker-log.ts';

export interface OutageLog {
  /** Something it needs failed: logs one line if it was working until now. */
  failed(error: unknown): void;
  /** It worked: logs one line if it had been failing. */
  recovered(): void;
}

export const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One line when an outage starts and one when it ends, however many retries happen meanwhile:
 * a loop that polls twice a second must not write twice a second while Postgres is down.
 */
export function createOutageLog(what: string, log: WorkerLog): OutageLog {
  let failingSince: number | undefined;
  return {
    failed(error) {
      if (failingSince !== undefined) return;
      failingSince = Date.now();
      log.warn(`${what}: ${describeError(error)}; retrying until it works`);
    },
    recovered() {
      if (failingSince === undefined) return;
      const seconds = Math.round((Date.now() - failingSince) / 1000);
      failingSince = undefined;
      log.info(`${what}: working again after ${seconds} s`);
    },
  };
}

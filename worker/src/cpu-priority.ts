import { readdirSync } from 'node:fs';
import os from 'node:os';
import type { WorkerLog } from './worker-log.ts';

/** What lowering the priority needs of the operating system: this process's threads and their nice values. */
export interface Scheduler {
  /** The ids to set: on Linux every thread of this process, elsewhere 0 (the process). */
  threads(): number[];
  getPriority(id: number): number;
  setPriority(id: number, nice: number): void;
}

/**
 * This process, through `os`. On Linux a nice value belongs to a thread, not to the process
 * (setpriority(2), BUGS): `os.setPriority(0, n)` would lower only the main thread and leave V8's
 * helper threads (garbage collection, compiling), already running, at full priority. So every
 * thread listed in /proc/self/task is lowered; threads started later inherit the main thread's value.
 */
export const thisProcess: Scheduler = {
  threads() {
    try {
      return readdirSync('/proc/self/task').map(Number);
    } catch {
      return [0];
    }
  },
  getPriority: (id) => os.getPriority(id),
  setPriority: (id, nice) => os.setPriority(id, nice),
};

export type PriorityOutcome =
  /** MAIL_WORKER_NICE is 0, or the process already runs at that nice value or lower priority. */
  | { result: 'unchanged' }
  | { result: 'lowered'; nice: number }
  /** The system did not allow it (a container's seccomp profile, say): the worker runs as it was. */
  | { result: 'refused'; reason: string };

/**
 * The mail worker on its own (server/src/worker.ts) runs below requests: at nice `nice`
 * (MAIL_WORKER_NICE), so when it and the api share cores the scheduler serves the api first,
 * and mail, which can wait a few seconds, takes what is left (docs/decisions/0039-mail-gives-way-to-requests.md).
 * Only ever lowers: a thread already at that value or lower priority is left as it is (raising
 * needs privileges the worker should not have). Refused, it says so in one line and goes on.
 */
export function lowerCpuPriority(nice: number, log: WorkerLog, scheduler: Scheduler = thisProcess): PriorityOutcome {
  if (nice === 0) return { result: 'unchanged' };
  let lowered = false;
  for (const thread of scheduler.threads()) {
    try {
      if (scheduler.getPriority(thread) >= nice) continue;
      scheduler.setPriority(thread, nice);
      lowered = true;
    } catch (error) {
      // A thread that ended since it was listed has nothing left to lower.
      if (systemErrorCode(error) === 'ESRCH') continue;
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(`mail worker: could not lower its CPU priority to nice ${nice} (MAIL_WORKER_NICE), running as it was: ${reason}`);
      return { result: 'refused', reason };
    }
  }
  if (!lowered) return { result: 'unchanged' };
  log.info(`mail worker: runs at nice ${nice} (MAIL_WORKER_NICE), below requests on a shared CPU`);
  return { result: 'lowered', nice };
}

/** The errno name of an `os` call's SystemError (`error.info.code`), or of a plain one (`error.code`). */
function systemErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { info, code } = error as { info?: { code?: unknown }; code?: unknown };
  if (typeof info?.code === 'string') return info.code;
  return typeof code === 'string' ? code : undefined;
}

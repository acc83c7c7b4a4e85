import type { Kysely } from 'kysely';
import { sendDueReminders, type Database } from '@typetest/events';
import { createOutageLog } from './outage-log.ts';
import { startPollLoop, type PollLoop } from './poll-loop.ts';
import type { WorkerLog } from './worker-log.ts';

// One round is the applicant feature's use case sendDueReminders (events/src/applicant/use-cases/),
// the same pipeline a request's reminder goes through; here, only its schedule.
export { sendDueReminders };

export interface RemindersOptions {
  db: Kysely<Database>;
  /** REMINDER_AFTER_HOURS. */
  reminderAfterHours: number;
  /** REMINDER_CHECK_SECONDS, in milliseconds. */
  everyMs: number;
  batchSize?: number;
  log: WorkerLog;
}

/** The reminder schedule: looks for due reminders every `everyMs` (at once again after a full batch), and keeps looking through Postgres outages. */
export function startReminders({ db, reminderAfterHours, everyMs, batchSize = 50, log }: RemindersOptions): PollLoop {
  return startPollLoop({
    everyMs,
    outage: createOutageLog('reminders', log),
    tick: async () => ({ more: (await sendDueReminders(db, { reminderAfterHours, batchSize })) === batchSize }),
  });
}

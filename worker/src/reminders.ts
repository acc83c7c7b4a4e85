import type { Kysely } from 'kysely';
import { applicantLinkSecrets, applicantMails, applicantQueries, applicantStreams, bySchedule, handleCommand, remindApplicant, type Database } from '@typetest/events';
import { createOutageLog } from './outage-log.ts';
import { startPollLoop, type PollLoop } from './poll-loop.ts';
import type { WorkerLog } from './worker-log.ts';

const hourMs = 3_600_000;

/**
 * One round of the automatic reminders: the applicants due one (applicantQueries.dueReminders),
 * each reminded through the command pipeline as a request would (events, read tables, the fresh
 * link's hash and the mail in one transaction). Several workers may run this at once: two that
 * pick the same applicant both decide a reminder, one commits, the other's append conflicts, and
 * its retry reads the stream again, where remindApplicant sees the reminder sent and decides
 * nothing (docs/decisions/0035-reminders-and-deadlines.md). Nothing is kept in Redis: what is due
 * follows from Postgres alone, so a replay of the log rebuilds it and sends nothing. Returns how many
 * reminders this round sent.
 */
export async function sendDueReminders(db: Kysely<Database>, { reminderAfterHours, batchSize }: { reminderAfterHours: number; batchSize: number }): Promise<number> {
  const due = await applicantQueries.dueReminders(db, { reminderAfterHours, limit: batchSize });
  let sent = 0;
  for (const { applicantId, companyId: _, automaticReminders, ...company } of due) {
    const { recorded } = await handleCommand(db, applicantStreams, {
      id: applicantId,
      metadata: bySchedule,
      decide: (state) => remindApplicant(state, { automatic: true, now: new Date(), reminderAfterMs: reminderAfterHours * hourMs, automaticReminders }),
      secrets: applicantLinkSecrets,
      mails: ({ recorded: reminders, after, secrets }) => (after ? applicantMails(reminders, { company, linkCodes: secrets.linkCodes, applicant: after }) : []),
    });
    if (recorded.length > 0) sent++;
  }
  return sent;
}

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

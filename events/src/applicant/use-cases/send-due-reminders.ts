import type { Kysely } from 'kysely';
import type { Database } from '../../catalogue.ts';
import { bySchedule, runApplicantCommand } from '../applicant-commands.ts';
import { dueReminders } from '../awaiting-queries.ts';
import { remindApplicant } from '../remind-applicant.ts';

const hourMs = 3_600_000;

/**
 * One round of the automatic reminders (the worker's schedule: worker/src/reminders.ts): the
 * applicants due one (dueReminders), each reminded through the command pipeline as a request
 * would (events, read tables, the fresh link's hash and the mail in one transaction). Several
 * workers may run this at once: two that pick the same applicant both decide a reminder, one
 * commits, the other's append conflicts, and its retry reads the stream again, where
 * remindApplicant sees the reminder sent and decides nothing
 * (docs/decisions/0035-reminders-and-deadlines.md). Nothing is kept in Redis: what is due follows
 * from Postgres alone, so a replay of the log rebuilds it and sends nothing. Returns how many
 * reminders this round sent.
 */
export async function sendDueReminders(db: Kysely<Database>, { reminderAfterHours, batchSize }: { reminderAfterHours: number; batchSize: number }): Promise<number> {
  const due = await dueReminders(db, { reminderAfterHours, limit: batchSize });
  let sent = 0;
  for (const { applicantId, companyId: _, automaticReminders, ...company } of due) {
    const { recorded } = await runApplicantCommand(db, {
      applicantId,
      metadata: bySchedule,
      decide: (state) => remindApplicant(state, { automatic: true, now: new Date(), reminderAfterMs: reminderAfterHours * hourMs, automaticReminders }),
      // The schedule's own doing, not the company's: counted against none of its limits.
      company,
    });
    if (recorded.length > 0) sent++;
  }
  return sent;
}

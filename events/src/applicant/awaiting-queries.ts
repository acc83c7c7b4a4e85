import { sql, type Kysely } from 'kysely';
import type { Database } from '../catalogue.ts';
import { applicantStream } from './applicant-state.ts';
import { outOfStepRefusals, type StageRefusalReason } from './events.ts';
import { invitingCompanyColumns } from './inviting-company-queries.ts';
import { erasesAtSql } from './privacy-queries.ts';

// The applicants awaiting results: the invitation view's list, its checks, and the reminders due.

/**
 * An awaiting applicant's refused attempts from their stream, oldest first, as integrity-report.ts
 * tells them (out-of-step refusals left out); read only for those the list counts any for.
 */
const refusedAttemptsSql = sql<{ stage: number; reason: StageRefusalReason; at: string }[]>`CASE WHEN applicants.refusals = 0 THEN '[]'::jsonb ELSE (
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'stage', (events.data ->> 'stage')::integer,
    'reason', events.data ->> 'reason',
    'at', to_char(events.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) ORDER BY events.stream_version), '[]'::jsonb)
  FROM events
  WHERE events.stream_id = ${sql.lit(applicantStream(''))} || applicants.applicant_id
    AND events.event_type = 'StageRefused'
    AND events.data ->> 'reason' NOT IN (${sql.join(outOfStepRefusals)})
) END`;

/**
 * The company's applicants awaiting results (docs/product.md §2: "Current applicants awaiting
 * results"), newest invitation first; the applicants of one send (one instant) in the order they
 * were entered, by their invitation's place in the log (docs/decisions/0047-awaiting-list-progress-and-order.md).
 */
export async function awaitingApplicants(db: Kysely<Database>, companyId: string) {
  const rows = await db
    .selectFrom('applicants')
    .select(['applicant_id', 'email', 'full_name', 'stages_finished', 'stage_started', 'invited_at', 'refusals', 'restarts', 'locked_at', 'deadline', 'reminded_at'])
    // By the database's clock, the one the link check (findLinkedApplicant) goes by.
    .select(sql<boolean>`deadline IS NOT NULL AND deadline < now()`.as('expired'))
    .select(refusedAttemptsSql.as('refused_attempts'))
    .select(erasesAtSql.as('erases_at'))
    .where('company_id', '=', companyId)
    .where('status', '=', 'awaiting')
    .orderBy('invited_at', 'desc')
    .orderBy('invitation_position')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    fullName: row.full_name,
    // The list's wire name for the applicant's id (getapplicantcodeswithnames).
    applicantCode: row.applicant_id,
    stagesFinished: row.stages_finished,
    stageStarted: row.stage_started,
    invitedAt: row.invited_at.toISOString(),
    refusals: row.refusals,
    restarts: row.restarts,
    locked: row.locked_at !== null,
    refusedAttempts: row.refused_attempts,
    deadline: row.deadline?.toISOString() ?? null,
    expired: row.expired,
    remindedAt: row.reminded_at?.toISOString() ?? null,
    erasesAt: row.erases_at.toISOString(),
  }));
}

/**
 * The applicants the worker's schedule reminds now (reminders.ts), oldest link first, at most
 * `limit`: awaiting results, not locked, not begun, no automatic reminder yet, their last link mailed at least
 * `reminderAfterHours` ago, the deadline (if any) not passed, and their company wants automatic
 * reminders. Read by the database's clock; the decider (remind-applicant.ts) judges each again on
 * its stream. Backed by migration 0013's applicants_reminder_due. With what the mail says of the company.
 */
export async function dueReminders(db: Kysely<Database>, { reminderAfterHours, limit }: { reminderAfterHours: number; limit: number }) {
  return db
    .selectFrom('applicants')
    .innerJoin('companies', 'companies.company_id', 'applicants.company_id')
    .select(['applicants.applicant_id as applicantId', 'companies.company_id as companyId', 'companies.automatic_reminders as automaticReminders', ...invitingCompanyColumns])
    .where('applicants.status', '=', 'awaiting')
    .where('applicants.automatic_reminder_at', 'is', null)
    .where('applicants.locked_at', 'is', null)
    .where('applicants.started_at', 'is', null)
    .where('applicants.link_sent_at', '<=', sql<Date>`now() - ${reminderAfterHours * 3600} * interval '1 second'`)
    .where((eb) => eb.or([eb('applicants.deadline', 'is', null), eb('applicants.deadline', '>=', sql<Date>`now()`)]))
    .where('companies.automatic_reminders', '=', true)
    .orderBy('applicants.link_sent_at')
    .limit(limit)
    .execute();
}

/** Which of these (normalised) addresses are on an applicant of the company awaiting results: what invitation check 4 reads (invitation-checks.ts). */
export async function awaitingApplicantEmails(db: Kysely<Database>, companyId: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.selectFrom('applicants').select('email').where('company_id', '=', companyId).where('status', '=', 'awaiting').where('email', 'in', emails).execute();
  return new Set(rows.map((row) => row.email));
}

/** How many of the company's applicants await results (the overview). */
export async function countAwaitingApplicants(db: Kysely<Database>, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('applicants')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('company_id', '=', companyId)
    .where('status', '=', 'awaiting')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

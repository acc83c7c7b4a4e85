import { sql, type Kysely } from 'kysely';
import type { Database } from '../catalogue.ts';
import { applicantStream } from './applicant-state.ts';

/**
 * The applicant feature's queries for the applicant's privacy: when each applicant's data is
 * erased (retention.ts), who is past it, and what an access request reads beside the stream
 * (applicant-data.ts). Re-exported with the feature's other queries (queries.ts).
 */

/**
 * When the applicant's data is erased, as SQL over an applicants row: their last activity (the row's
 * updated_at: retention.ts says which events move it) plus the company's retention months
 * (migration 0030), in calendar months. A company whose row is not (yet) projected reads as the
 * column's default, 24, so the list never lacks a date.
 */
export const erasesAtSql = sql<Date>`applicants.updated_at + make_interval(months => COALESCE((SELECT companies.retention_months FROM companies WHERE companies.company_id = applicants.company_id), 24))`;

/** When each of these applicants of the company has their data erased, by id (an id not the company's is left out). */
export async function erasureDates(db: Kysely<Database>, companyId: string, applicantIds: readonly string[]): Promise<Map<string, Date>> {
  if (applicantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('applicants')
    .select(['applicant_id'])
    .select(erasesAtSql.as('erases_at'))
    .where('company_id', '=', companyId)
    .where('applicant_id', 'in', applicantIds)
    .where('erased_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.applicant_id, row.erases_at]));
}

/**
 * The applicants whose data is due for erasure at `now`: their last activity is more than their
 * company's retention months ago. Oldest first, at most `limit`, with their company. What the
 * worker's daily erasure goes through (docs/privacy.md); backed by migration 0030's
 * applicants_company_last_activity.
 */
export async function applicantsPastRetention(db: Kysely<Database>, now: Date, { limit = 1000 }: { limit?: number } = {}) {
  return (
    db
      .selectFrom('applicants')
      .innerJoin('companies', 'companies.company_id', 'applicants.company_id')
      .select(['applicants.applicant_id as applicantId', 'applicants.company_id as companyId', 'applicants.updated_at as lastActivityAt'])
      .select(erasesAtSql.as('erasesAt'))
      .where('applicants.updated_at', '<=', sql<Date>`${now}::timestamptz - make_interval(months => companies.retention_months)`)
      // Erased already (erase-applicant.ts): nothing of theirs is left to erase.
      .where('applicants.erased_at', 'is', null)
      .orderBy('applicants.updated_at')
      .orderBy('applicants.applicant_id')
      .limit(limit)
      .execute()
  );
}

/**
 * One applicant of the company as an access request needs them beside their stream: their status,
 * last activity and erasure date, and the company's name and time zone (the file's name has the
 * company's day). Undefined for an applicant not the company's, or none.
 */
export async function applicantOfCompany(db: Kysely<Database>, companyId: string, applicantId: string) {
  return db
    .selectFrom('applicants')
    .innerJoin('companies', 'companies.company_id', 'applicants.company_id')
    .select(['applicants.status', 'applicants.updated_at as lastActivityAt', 'companies.company_name as companyName', 'companies.time_zone as timeZone'])
    .select(erasesAtSql.as('erasesAt'))
    .where('applicants.applicant_id', '=', applicantId)
    .where('applicants.company_id', '=', companyId)
    .executeTakeFirst();
}

/**
 * Every mail the applicant's events caused (the outbox row of each): to the applicant, and about
 * them to the company. Kind, address, status and times; never the payload, whose link or codes
 * are no one's data but the recipient's.
 */
export async function mailsAboutApplicant(db: Kysely<Database>, applicantId: string) {
  const rows = await db
    .selectFrom('mail_outbox')
    .innerJoin('events', 'events.event_id', 'mail_outbox.event_id')
    .select(['mail_outbox.kind', 'mail_outbox.recipient', 'mail_outbox.status', 'mail_outbox.created_at', 'mail_outbox.sent_at'])
    .where('events.stream_id', '=', applicantStream(applicantId))
    .orderBy('mail_outbox.id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    recipient: row.recipient,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  }));
}

/**
 * The applicants of closed accounts not erased yet (docs/decisions/0068-closing-an-account.md):
 * the worker erases them right after closing the account, and the next round finds any a stopped
 * worker left.
 */
export async function applicantsOfClosedAccounts(db: Kysely<Database>, { limit = 1000 }: { limit?: number } = {}) {
  return db
    .selectFrom('applicants')
    .innerJoin('companies', 'companies.company_id', 'applicants.company_id')
    .select(['applicants.applicant_id as applicantId', 'applicants.company_id as companyId'])
    .where('companies.closed_at', 'is not', null)
    .where('applicants.erased_at', 'is', null)
    .orderBy('applicants.applicant_id')
    .limit(limit)
    .execute();
}

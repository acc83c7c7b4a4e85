import { sql, type Kysely, type Transaction } from 'kysely';
import type { CompanyStanding, Database } from '@typetest/events';

/** What the applicant mails and texts need of the company, as its read table has it now. */
export async function invitingCompany(db: Kysely<Database>, companyId: string) {
  return db
    .selectFrom('companies')
    .select([
      'company_name as companyName',
      'text_folder as textFolder',
      'email_for_receiving_results as emailForReceivingResults',
      'is_default_texts as isDefaultTexts',
      'texts',
      // The results mail's times and pass mark.
      'time_zone as timeZone',
      'minimum_wpm as minimumWpm',
      'minimum_accuracy as minimumAccuracy',
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
}

/** The company's applicants awaiting results, oldest invitation first (SPEC: "Current applicants awaiting results"). */
export async function awaitingApplicants(db: Kysely<Database>, companyId: string) {
  const rows = await db
    .selectFrom('applicants')
    .select(['applicant_id', 'email', 'full_name', 'stages_finished', 'invited_at', 'refusals', 'restarts', 'locked_at'])
    .where('company_id', '=', companyId)
    .where('status', '=', 'awaiting')
    .orderBy('invited_at')
    .orderBy('applicant_id')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    fullName: row.full_name,
    applicantCode: row.applicant_id,
    stagesFinished: row.stages_finished,
    invitedAt: row.invited_at.toISOString(),
    refusals: row.refusals,
    restarts: row.restarts,
    locked: row.locked_at !== null,
  }));
}

/** Among the company's applicants who finished, other than this one: how many typed slower than `wpm`, of how many. */
export async function companyStanding(db: Kysely<Database> | Transaction<Database>, companyId: string, applicantId: string, wpm: number): Promise<CompanyStanding> {
  const row = await db
    .selectFrom('results')
    .select((eb) => [eb.fn.countAll<string>().as('outOf'), sql<string>`count(*) FILTER (WHERE wpm < ${wpm})`.as('fasterThan')])
    .where('company_id', '=', companyId)
    .where('applicant_id', '!=', applicantId)
    .executeTakeFirstOrThrow();
  return { fasterThan: Number(row.fasterThan), outOf: Number(row.outOf) };
}

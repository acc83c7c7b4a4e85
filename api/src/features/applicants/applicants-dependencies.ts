import type { Kysely } from 'kysely';
import type { Database } from '@typetest/events';

/** What the applicant mails and texts need of the company, as its read table has it now. */
export async function invitingCompany(db: Kysely<Database>, companyId: string) {
  return db
    .selectFrom('companies')
    .select(['company_name as companyName', 'text_folder as textFolder', 'email_for_receiving_results as emailForReceivingResults', 'is_default_texts as isDefaultTexts', 'texts'])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
}

/** The company's applicants awaiting results, oldest invitation first (SPEC: "Current applicants awaiting results"). */
export async function awaitingApplicants(db: Kysely<Database>, companyId: string) {
  const rows = await db
    .selectFrom('applicants')
    .select(['applicant_id', 'email', 'full_name', 'stages_finished', 'invited_at'])
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
  }));
}

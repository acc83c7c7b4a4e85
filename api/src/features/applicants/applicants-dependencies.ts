import { sql, type Kysely, type Transaction } from 'kysely';
import { companyStream, exceedsUnverifiedAllowance, unverifiedAllowance, type CompanyStanding, type Database, type UnverifiedAllowance } from '@typetest/events';

/** What the applicant mails and texts need of the company, as its read table has it now. */
export const invitingCompanyColumns = [
  'companies.company_name as companyName',
  'companies.text_folder as textFolder',
  'companies.email_for_receiving_results as emailForReceivingResults',
  'companies.is_default_texts as isDefaultTexts',
  'companies.texts',
  // The results mail's times and pass mark.
  'companies.time_zone as timeZone',
  'companies.minimum_wpm as minimumWpm',
  'companies.minimum_accuracy as minimumAccuracy',
] as const;

export async function invitingCompany(db: Kysely<Database>, companyId: string) {
  return db.selectFrom('companies').select(invitingCompanyColumns).where('company_id', '=', companyId).executeTakeFirstOrThrow();
}

/** The company inviting applicants: what the mails need, and whether it may invite freely (invitations.ts). */
export async function invitingCompanyAndLogin(db: Kysely<Database>, companyId: string) {
  return db
    .selectFrom('companies')
    .select([...invitingCompanyColumns, 'companies.email_verified as emailVerified', 'companies.login_email as loginEmail'])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
}

/** The company's applicants awaiting results, oldest invitation first (docs/product.md §2: "Current applicants awaiting results"). */
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

/**
 * How many applicants the company invited since its login e-mail became its login e-mail (at
 * registration, or its last change or restore), removed ones included. While that address is not
 * verified, each of them was invited unverified: verifying it would have made it verified, and only
 * another change makes it unverified again.
 */
async function invitedSinceLoginEmailSet(db: Kysely<Database> | Transaction<Database>, companyId: string): Promise<number> {
  const since = db
    .selectFrom('events')
    .select((eb) => eb.fn.max('recorded_at').as('since'))
    .where('stream_id', '=', companyStream(companyId))
    .where('event_type', 'in', ['CompanyRegistered', 'LoginEmailChanged']);
  const row = await db
    .selectFrom('applicants')
    .select((eb) => eb.fn.countAll<string>().as('invited'))
    .where('company_id', '=', companyId)
    .where('invited_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.invited);
}

/** What the company may still invite before it verifies its login e-mail; null once it is verified. */
export async function allowanceUntilVerified(db: Kysely<Database>, companyId: string, max: number, emailVerified?: boolean): Promise<UnverifiedAllowance | null> {
  const verified = emailVerified ?? (await db.selectFrom('companies').select('email_verified').where('company_id', '=', companyId).executeTakeFirstOrThrow()).email_verified;
  return verified ? null : unverifiedAllowance(false, max, await invitedSinceLoginEmailSet(db, companyId));
}

/**
 * Inside the invitation's transaction, after its `inviting` applicants are projected: what the
 * company, still unverified, had left before them, when they are more than that; null when they
 * may go. The company's row is locked first, so two batches sent at the same moment are counted
 * one after the other, never both against the same allowance (each statement after the lock sees
 * what the other committed).
 */
export async function exceededUnverifiedAllowance(trx: Transaction<Database>, companyId: string, max: number, inviting: number): Promise<UnverifiedAllowance | null> {
  const company = await trx.selectFrom('companies').select('email_verified').where('company_id', '=', companyId).forUpdate().executeTakeFirstOrThrow();
  if (company.email_verified) return null;
  const before = unverifiedAllowance(false, max, (await invitedSinceLoginEmailSet(trx, companyId)) - inviting);
  return exceedsUnverifiedAllowance(before, inviting) ? before : null;
}

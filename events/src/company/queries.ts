import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../catalogue.ts';
import { logoView } from '../schema/logo.ts';
import { fieldsOfRow } from './company-columns.ts';
import type { Company } from './company-view.ts';
import type { OneTimeCodePurpose, OneTimeCodesTable } from './secret-tables.ts';

/**
 * Every query of the company feature: its read tables (projection.ts) and its secret tables
 * (secret-tables.ts). Each takes the database or the transaction first (a `Transaction` is a
 * `Kysely`), so the command pipeline can run them inside its commit. Secrets arrive here hashed.
 */

// The read tables.

/** The company as the account area shows it (never a secret). */
export async function findCompany(db: Kysely<Database>, companyId: string): Promise<Company | undefined> {
  const row = await db.selectFrom('companies').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...fieldsOfRow(row),
    logo: row.logo_sha256 && row.logo_width && row.logo_height ? logoView(row.company_id, { sha256: row.logo_sha256, width: row.logo_width, height: row.logo_height }) : null,
  };
}

/** The company of a login e-mail (lower-cased), with its password hash. */
export async function findLogin(db: Kysely<Database>, loginEmail: string) {
  return (
    db
      .selectFrom('companies')
      .leftJoin('company_credentials', 'company_credentials.company_id', 'companies.company_id')
      .select(['companies.company_id as companyId', 'companies.login_email as loginEmail', 'company_credentials.password_hash as passwordHash'])
      .where('companies.login_email', '=', loginEmail)
      // A closed account has no login (decision 0068); its address reads '' anyway.
      .where('companies.closed_at', 'is', null)
      .executeTakeFirst()
  );
}

/** Whether a company already uses the address (as its login or results e-mail) or the URL (in any case). */
export async function findRegistrationDuplicates(db: Kysely<Database>, { email, textFolder }: { email: string; textFolder: string }) {
  const [usedEmail, usedFolder] = await Promise.all([
    db.selectFrom('company_emails').select('email').where('email', '=', email).executeTakeFirst(),
    db.selectFrom('companies').select('company_id').where('text_folder', '=', textFolder.toLowerCase()).executeTakeFirst(),
  ]);
  return { email: usedEmail !== undefined, textFolder: usedFolder !== undefined };
}

/** The company's own texts (kept while the default texts are chosen). */
export async function findOwnTexts(db: Kysely<Database>, companyId: string): Promise<string[]> {
  const company = await db.selectFrom('companies').select('texts').where('company_id', '=', companyId).executeTakeFirstOrThrow();
  return company.texts;
}

// Credentials.

export async function findPasswordHash(db: Kysely<Database>, companyId: string): Promise<string | undefined> {
  const credentials = await db.selectFrom('company_credentials').select('password_hash').where('company_id', '=', companyId).executeTakeFirst();
  return credentials?.password_hash;
}

export async function insertPasswordHash(db: Kysely<Database>, companyId: string, passwordHash: string): Promise<void> {
  await db.insertInto('company_credentials').values({ company_id: companyId, password_hash: passwordHash }).execute();
}

export async function updatePasswordHash(db: Kysely<Database>, companyId: string, passwordHash: string): Promise<void> {
  await db.updateTable('company_credentials').set({ password_hash: passwordHash, updated_at: new Date() }).where('company_id', '=', companyId).execute();
}

// One-time codes.

export type OneTimeCode = Selectable<OneTimeCodesTable>;

export async function insertOneTimeCode(
  db: Kysely<Database>,
  code: { codeHash: string; purpose: OneTimeCodePurpose; companyId: string; email: string; resultsEmail: string | null; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('one_time_codes')
    .values({
      code_hash: code.codeHash,
      purpose: code.purpose,
      company_id: code.companyId,
      email: code.email,
      results_email: code.resultsEmail,
      expires_at: code.expiresAt,
    })
    .execute();
}

export async function findOneTimeCodeByHash(db: Kysely<Database>, codeHash: string): Promise<OneTimeCode | undefined> {
  return db.selectFrom('one_time_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
}

/** Marks the code used if it still can be; false when it was used, has expired, or is not this company's code of this purpose. */
export async function useOneTimeCode(
  db: Kysely<Database>,
  { codeHash, purpose, companyId }: { codeHash: string; purpose: OneTimeCodePurpose; companyId: string },
): Promise<boolean> {
  const used = await db
    .updateTable('one_time_codes')
    .set({ used_at: new Date() })
    .where('code_hash', '=', codeHash)
    .where('purpose', '=', purpose)
    .where('company_id', '=', companyId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('code_hash')
    .executeTakeFirst();
  return used !== undefined;
}

/** Every open code of this purpose for the company stops working. */
export async function retireOneTimeCodes(db: Kysely<Database>, companyId: string, purpose: OneTimeCodePurpose): Promise<void> {
  await db.updateTable('one_time_codes').set({ used_at: new Date() }).where('company_id', '=', companyId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
}

// Sign-ins (company_sessions) and their refresh tokens.

export async function insertSession(db: Kysely<Database>, { sessionId, companyId }: { sessionId: string; companyId: string }): Promise<void> {
  await db.insertInto('company_sessions').values({ session_id: sessionId, company_id: companyId }).execute();
}

export async function insertRefreshToken(db: Kysely<Database>, { tokenHash, sessionId, expiresAt }: { tokenHash: string; sessionId: string; expiresAt: Date }): Promise<void> {
  await db.insertInto('refresh_tokens').values({ token_hash: tokenHash, session_id: sessionId, expires_at: expiresAt }).execute();
}

/** A refresh token with its sign-in, locked until the transaction ends: of two refreshes with one token, the second waits here and then sees it rotated. */
export async function findRefreshTokenForUpdate(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('company_sessions', 'company_sessions.session_id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.token_hash',
      'refresh_tokens.expires_at',
      'refresh_tokens.rotated_at',
      'company_sessions.session_id',
      'company_sessions.company_id',
      'company_sessions.revoked_at',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** The token was traded for a new one, and its sign-in was used now. */
export async function markRefreshTokenRotated(db: Kysely<Database>, { tokenHash, sessionId, at }: { tokenHash: string; sessionId: string; at: Date }): Promise<void> {
  await db.updateTable('refresh_tokens').set({ rotated_at: at }).where('token_hash', '=', tokenHash).execute();
  await db.updateTable('company_sessions').set({ last_used_at: at }).where('session_id', '=', sessionId).execute();
}

/** The sign-in a refresh token belongs to, whatever became of the token since. */
export async function findSessionIdOfRefreshToken(db: Kysely<Database>, tokenHash: string): Promise<string | undefined> {
  const token = await db.selectFrom('refresh_tokens').select('session_id').where('token_hash', '=', tokenHash).executeTakeFirst();
  return token?.session_id;
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, reason: string): Promise<void> {
  await db.updateTable('company_sessions').set({ revoked_at: new Date(), revoked_reason: reason }).where('session_id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every sign-in of the company (all but `except` when given). */
export async function revokeCompanySessions(
  db: Kysely<Database>,
  { companyId, reason, except }: { companyId: string; reason: string; except?: string | undefined },
): Promise<void> {
  let query = db.updateTable('company_sessions').set({ revoked_at: new Date(), revoked_reason: reason }).where('company_id', '=', companyId).where('revoked_at', 'is', null);
  if (except) query = query.where('session_id', '!=', except);
  await query.execute();
}

/**
 * The company of a sign-in that has not been ended, with its language: every signed-in request
 * reads this row, so the words it is answered in come with it (api/src/auth/company-auth.ts).
 */
export async function findActiveSessionCompany(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('company_sessions')
    .innerJoin('companies', 'companies.company_id', 'company_sessions.company_id')
    .select(['company_sessions.company_id as companyId', 'companies.language'])
    .where('company_sessions.session_id', '=', sessionId)
    .where('company_sessions.revoked_at', 'is', null)
    .executeTakeFirst();
}

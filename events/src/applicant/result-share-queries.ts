import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../catalogue.ts';
import { shareStatus } from './result-share.ts';

/** The shared links of results (secret-tables.ts, migration 0031): not in the log and not a projection. */

export async function storeResultShare(
  trx: Transaction<Database>,
  share: { shareId: string; tokenHash: string; companyId: string; applicantId: string; expiresAt: string },
): Promise<void> {
  await trx
    .insertInto('result_shares')
    .values({ share_id: share.shareId, token_hash: share.tokenHash, company_id: share.companyId, applicant_id: share.applicantId, expires_at: new Date(share.expiresAt) })
    .execute();
}

export async function markResultShareRevoked(trx: Transaction<Database>, shareId: string, at: Date): Promise<void> {
  await trx.updateTable('result_shares').set({ revoked_at: at }).where('share_id', '=', shareId).where('revoked_at', 'is', null).execute();
}

/** One result's links, newest first, each with what it is now. */
export async function resultSharesOf(db: Kysely<Database>, companyId: string, applicantId: string, now: Date) {
  const rows = await db
    .selectFrom('result_shares')
    .select(['share_id', 'created_at', 'expires_at', 'revoked_at'])
    .where('company_id', '=', companyId)
    .where('applicant_id', '=', applicantId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    shareId: row.share_id,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    status: shareStatus({ expiresAt: row.expires_at, revoked: row.revoked_at !== null }, now),
  }));
}

/** The link whose secret hashes to `tokenHash`, whatever it is now; undefined when there is none. */
export async function resultShareByHash(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('result_shares').select(['share_id', 'company_id', 'applicant_id', 'expires_at', 'revoked_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** What a shared result's page says of the company: its name, and the language and time zone it writes in. */
export async function sharingCompany(db: Kysely<Database>, companyId: string) {
  return db.selectFrom('companies').select(['company_name as companyName', 'language', 'time_zone as timeZone']).where('company_id', '=', companyId).executeTakeFirst();
}

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../catalogue.ts';

// The personal links' secret table (secret-tables.ts): written in the commit of the event that mints or ends a link.

/** A new personal link: only the link code's hash is stored (docs/decisions/0012-applicant-link-hashed-secret.md). */
export async function storeApplicantLink(trx: Transaction<Database>, applicantId: string, codeHash: string): Promise<void> {
  await trx.insertInto('applicant_links').values({ code_hash: codeHash, applicant_id: applicantId }).execute();
}

/** Ends every link of the applicant (removed, or invited again with a new one). */
export async function revokeApplicantLinks(trx: Transaction<Database>, applicantId: string): Promise<void> {
  await trx.updateTable('applicant_links').set({ revoked_at: new Date() }).where('applicant_id', '=', applicantId).where('revoked_at', 'is', null).execute();
}

/**
 * The link's first use (findLinkedApplicant said `firstUse`): marked, and the applicant's links
 * minted before it end now, not when it was mailed, so a reminder never ends a test being typed
 * with the earlier link (docs/decisions/0042-links-end-when-the-next-is-used.md). One statement; of
 * two first uses at once, the second finds it marked and changes nothing.
 */
export async function recordFirstUse(db: Kysely<Database>, codeHash: string): Promise<void> {
  await db
    .with('used', (qb) =>
      qb.updateTable('applicant_links').set({ used_at: sql<Date>`now()` }).where('code_hash', '=', codeHash).where('used_at', 'is', null).returning(['applicant_id', 'created_at']),
    )
    .updateTable('applicant_links')
    .from('used')
    .set({ revoked_at: sql<Date>`now()` })
    .whereRef('applicant_links.applicant_id', '=', 'used.applicant_id')
    .whereRef('applicant_links.created_at', '<', 'used.created_at')
    .where('applicant_links.revoked_at', 'is', null)
    .execute();
}

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../catalogue.ts';

/**
 * The invitation submits and public links (secret-tables.ts, migration 0029): not in the log and
 * not projections. Each query takes the database or the transaction first.
 */

/** The constraint a second submit with the same key meets when two arrive at once. */
export const invitationSubmitKeyConstraint = 'invitation_submits_pkey';

/** What the server remembers of a submit the company sent with `submitKey`; undefined when none was committed. */
export async function rememberedSubmit(db: Kysely<Database>, companyId: string, submitKey: string) {
  return db.selectFrom('invitation_submits').select('rows_digest as rowsDigest').where('company_id', '=', companyId).where('submit_key', '=', submitKey).executeTakeFirst();
}

/** Remembers a submit, inside the commit of the invitations it made, so both are there or neither. */
export async function rememberSubmit(trx: Transaction<Database>, companyId: string, submitKey: string, rowsDigest: string): Promise<void> {
  await trx.insertInto('invitation_submits').values({ company_id: companyId, submit_key: submitKey, rows_digest: rowsDigest }).execute();
}

/** The company's public link token, or undefined while the link is off. */
export async function invitationLinkOf(db: Kysely<Database>, companyId: string): Promise<string | undefined> {
  const row = await db.selectFrom('invitation_links').select('token').where('company_id', '=', companyId).executeTakeFirst();
  return row?.token;
}

/** Turns the link on with `token`, or renews it (the old token stops working at once). */
export async function storeInvitationLink(trx: Transaction<Database>, companyId: string, token: string): Promise<void> {
  await trx
    .insertInto('invitation_links')
    .values({ company_id: companyId, token })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ token, created_at: new Date() }))
    .execute();
}

/** Turns the link off: its token stops working. */
export async function removeInvitationLink(trx: Transaction<Database>, companyId: string): Promise<void> {
  await trx.deleteFrom('invitation_links').where('company_id', '=', companyId).execute();
}

/** The company whose public link has this token, while it is on. */
export async function companyOfInvitationLink(db: Kysely<Database>, token: string): Promise<string | undefined> {
  const row = await db.selectFrom('invitation_links').select('company_id').where('token', '=', token).executeTakeFirst();
  return row?.company_id;
}

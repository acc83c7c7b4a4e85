import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OneTimeCodePurpose, OneTimeCodesTable } from '@typetest/events';
import { newSecret, secretHash } from './secret-codes.ts';

const hour = 60 * 60 * 1000;

/** How long each kind of link works (verify e-mail 7 days, reset 1 hour, recover 7 days). */
export const codeLifetimeMs: Record<OneTimeCodePurpose, number> = {
  verifyEmail: 7 * 24 * hour,
  resetPassword: hour,
  recoverEmail: 7 * 24 * hour,
};

export type OneTimeCode = Selectable<OneTimeCodesTable>;

/**
 * A fresh code: the plain one goes into the mail, `store` writes its hash in the commit. A recover
 * link also keeps the results e-mail of the moment (`resultsEmail`), which it restores.
 */
export function newOneTimeCode(purpose: OneTimeCodePurpose, companyId: string, email: string, { resultsEmail }: { resultsEmail?: string } = {}) {
  const code = newSecret();
  return {
    code,
    store: (trx: Transaction<Database>) =>
      trx
        .insertInto('one_time_codes')
        .values({
          code_hash: secretHash(code),
          purpose,
          company_id: companyId,
          email,
          results_email: resultsEmail ?? null,
          expires_at: new Date(Date.now() + codeLifetimeMs[purpose]),
        })
        .execute(),
  };
}

/** The code as stored, whether or not it can still be used. */
export async function findOneTimeCode(db: Kysely<Database>, code: string): Promise<OneTimeCode | undefined> {
  return db.selectFrom('one_time_codes').selectAll().where('code_hash', '=', secretHash(code)).executeTakeFirst();
}

export const isUsable = (row: OneTimeCode, purpose: OneTimeCodePurpose) => row.purpose === purpose && row.used_at === null && row.expires_at.getTime() > Date.now();

/** A usable code of this purpose, if the code is one. */
export async function findUsableCode(db: Kysely<Database>, purpose: OneTimeCodePurpose, code: string): Promise<OneTimeCode | undefined> {
  const row = await findOneTimeCode(db, code);
  return row && isUsable(row, purpose) ? row : undefined;
}

/** Thrown inside a commit when the code was used or expired meanwhile: the whole change rolls back. */
export class CodeNotUsable extends Error {
  override name = 'CodeNotUsable';
}

/**
 * Uses the code up in the caller's transaction; only one of two requests racing with the same
 * code gets it. Throws CodeNotUsable otherwise.
 */
export async function useCode(trx: Transaction<Database>, purpose: OneTimeCodePurpose, code: string, companyId: string): Promise<void> {
  const used = await trx
    .updateTable('one_time_codes')
    .set({ used_at: new Date() })
    .where('code_hash', '=', secretHash(code))
    .where('purpose', '=', purpose)
    .where('company_id', '=', companyId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('code_hash')
    .executeTakeFirst();
  if (!used) throw new CodeNotUsable();
}

/** Every other open code of this purpose for the company stops working (a reset ends every reset link). */
export async function retireCodes(trx: Transaction<Database>, purpose: OneTimeCodePurpose, companyId: string): Promise<void> {
  await trx.updateTable('one_time_codes').set({ used_at: new Date() }).where('company_id', '=', companyId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
}

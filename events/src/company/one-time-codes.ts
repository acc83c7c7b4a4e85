import type { Kysely } from 'kysely';
import type { Database } from '../catalogue.ts';
import { newSecret, secretHash } from '../store/secret-codes.ts';
import { findOneTimeCodeByHash, insertOneTimeCode, type OneTimeCode, useOneTimeCode } from './queries.ts';
import type { OneTimeCodePurpose } from './secret-tables.ts';

const hour = 60 * 60 * 1000;

/** How long each kind of link works (verify e-mail 7 days, reset 1 hour, recover 7 days). */
export const codeLifetimeMs: Record<OneTimeCodePurpose, number> = {
  verifyEmail: 7 * 24 * hour,
  resetPassword: hour,
  recoverEmail: 7 * 24 * hour,
};

export type { OneTimeCode };

/**
 * A fresh code: the plain one goes into the mail, `store` writes its hash in the commit. A recover
 * link also keeps the results e-mail of the moment (`resultsEmail`), which it restores.
 */
export function newOneTimeCode(purpose: OneTimeCodePurpose, companyId: string, email: string, { resultsEmail }: { resultsEmail?: string | undefined } = {}) {
  const code = newSecret();
  return {
    code,
    store: (db: Kysely<Database>) =>
      insertOneTimeCode(db, {
        codeHash: secretHash(code),
        purpose,
        companyId,
        email,
        resultsEmail: resultsEmail ?? null,
        expiresAt: new Date(Date.now() + codeLifetimeMs[purpose]),
      }),
  };
}

/** The code as stored, whether or not it can still be used. */
export const findOneTimeCode = (db: Kysely<Database>, code: string): Promise<OneTimeCode | undefined> => findOneTimeCodeByHash(db, secretHash(code));

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
export async function useCode(trx: Kysely<Database>, purpose: OneTimeCodePurpose, code: string, companyId: string): Promise<void> {
  if (!(await useOneTimeCode(trx, { codeHash: secretHash(code), purpose, companyId }))) throw new CodeNotUsable();
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../catalogue.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import { byVisitor } from '../../store/metadata.ts';
import { runCompanyCommand } from '../company-commands.ts';
import { companyConstraints } from '../projection.ts';
import { type RegisterCompany, registerCompany } from '../register-company.ts';

export type RegisterCompanyAccountOutcome = { outcome: 'registered'; companyId: string } | { outcome: 'taken'; taken: 'textFolder' | 'loginEmail' | 'resultsEmail' };

/**
 * The wizard's company registered (register-company.ts), with the password hashed by the caller
 * (the API's hasher, after its password policy); the welcome mail with the verification link goes
 * out. Uniqueness across companies is the read tables' (inside the append transaction): of two
 * registrations racing for one URL or address, exactly one wins, the other is `taken`.
 */
export async function registerCompanyAccount(
  db: Kysely<Database>,
  { company, passwordHash, requestId, operatorEmail }: { company: Omit<RegisterCompany, 'companyId'>; passwordHash: string; requestId: string | undefined; operatorEmail: string },
): Promise<RegisterCompanyAccountOutcome> {
  const companyId = randomUUID();
  try {
    await runCompanyCommand(db, {
      companyId,
      metadata: byVisitor(requestId),
      operatorEmail,
      decide: (state) => registerCompany(state, { companyId, ...company }),
      secretInputs: { passwordHash },
    });
  } catch (error) {
    if (isUniqueViolation(error, companyConstraints.textFolder)) return { outcome: 'taken', taken: 'textFolder' };
    if (isUniqueViolation(error, companyConstraints.email)) return { outcome: 'taken', taken: conflictingValue(error) === company.loginEmail ? 'loginEmail' : 'resultsEmail' };
    throw error;
  }
  return { outcome: 'registered', companyId };
}

/** The value Postgres names in a unique violation ("Key (email)=(ann@shop.example) already exists."). */
export function conflictingValue(error: unknown): string | undefined {
  const detail = (error as { detail?: unknown }).detail;
  return typeof detail === 'string' ? /\)=\((.*)\) already exists/.exec(detail)?.[1] : undefined;
}

import type { Kysely } from 'kysely';
import type { Database } from '../../catalogue.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import type { EventMetadata } from '../../store/metadata.ts';
import { runCompanyCommand } from '../company-commands.ts';
import { CompanyCommandRefused } from '../errors.ts';
import { CodeNotUsable, findUsableCode } from '../one-time-codes.ts';
import { companyConstraints } from '../projection.ts';
import { recoverLoginEmail } from '../recover-login-email.ts';

/** `taken`: another company uses the old address by now, so it cannot be the login again. */
export type RecoverLoginEmailOutcome = { outcome: 'recovered'; email: string } | { outcome: 'invalid' } | { outcome: 'taken' };

/**
 * The recover link mailed to the old login e-mail followed: that address is the login again
 * (recover-login-email.ts). What following the link ends besides itself is the secret policy's
 * (secret-policy.ts). A code used, expired or not a recover code is `invalid`.
 */
export async function recoverLoginEmailWithCode(
  db: Kysely<Database>,
  { code, metadata, operatorEmail }: { code: string; metadata: EventMetadata; operatorEmail: string },
): Promise<RecoverLoginEmailOutcome> {
  const found = await findUsableCode(db, 'recoverEmail', code);
  if (!found) return { outcome: 'invalid' };
  try {
    await runCompanyCommand(db, {
      companyId: found.company_id,
      metadata,
      operatorEmail,
      decide: (state) => recoverLoginEmail(state, found.email, found.results_email ?? undefined),
      secretInputs: { followedLink: { purpose: 'recoverEmail', code } },
    });
  } catch (error) {
    if (error instanceof CodeNotUsable || error instanceof CompanyCommandRefused) return { outcome: 'invalid' };
    if (isUniqueViolation(error, companyConstraints.email)) return { outcome: 'taken' };
    throw error;
  }
  return { outcome: 'recovered', email: found.email };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../catalogue.ts';
import type { EventMetadata } from '../../store/metadata.ts';
import { runCompanyCommand } from '../company-commands.ts';
import { verifyEmail } from '../email-verification.ts';
import { CompanyCommandRefused } from '../errors.ts';
import { CodeNotUsable, findOneTimeCode, isUsable, type OneTimeCode } from '../one-time-codes.ts';
import { findCompany } from '../queries.ts';

/** Whether a verification code is about the address that is now the company's verified login e-mail: the one "already verified" rule. */
async function isVerifiedAddress(db: Kysely<Database>, code: OneTimeCode): Promise<boolean> {
  if (code.purpose !== 'verifyEmail') return false;
  const company = await findCompany(db, code.company_id);
  return company?.emailVerified === true && company.loginEmail === code.email;
}

/** For a link's page before it is applied: the address, when the code is a verification code about the now verified login e-mail; else undefined. */
export async function verifiedAddressOfCode(db: Kysely<Database>, code: string): Promise<string | undefined> {
  const found = await findOneTimeCode(db, code);
  return found && (await isVerifiedAddress(db, found)) ? found.email : undefined;
}

export type VerifyEmailOutcome = { outcome: 'verified'; email: string } | { outcome: 'alreadyVerified'; email: string } | { outcome: 'invalid' };

/**
 * The company's login e-mail verified with the code its verification mail carried, whether typed
 * by the signed-in company (`companyId`: another company's code is as good as none) or followed
 * as a link by anyone. A code that cannot be used (used, expired, the same link applied twice at
 * once, or another link verified the address first) about the address that is now the verified
 * login e-mail answers `alreadyVerified`, so the screen says "Your e-mail is already verified"
 * rather than an unknown error; any other code is `invalid`. Nothing changes but through the
 * command pipeline (the code used up by the secret policy: secret-policy.ts).
 */
export async function verifyEmailWithCode(
  db: Kysely<Database>,
  { code, companyId, metadata, operatorEmail }: { code: string; companyId?: string | undefined; metadata: EventMetadata; operatorEmail: string },
): Promise<VerifyEmailOutcome> {
  const found = await findOneTimeCode(db, code);
  if (found?.purpose !== 'verifyEmail' || (companyId !== undefined && found.company_id !== companyId)) return { outcome: 'invalid' };
  const { email } = found;
  const alreadyVerified = async (): Promise<VerifyEmailOutcome> => ((await isVerifiedAddress(db, found)) ? { outcome: 'alreadyVerified', email } : { outcome: 'invalid' });
  if (!isUsable(found, 'verifyEmail')) return alreadyVerified();
  try {
    const { events } = await runCompanyCommand(db, {
      companyId: found.company_id,
      metadata,
      operatorEmail,
      decide: (state) => verifyEmail(state, email),
      secretInputs: { followedLink: { purpose: 'verifyEmail', code } },
    });
    return events.length === 0 ? { outcome: 'alreadyVerified', email } : { outcome: 'verified', email };
  } catch (error) {
    if (error instanceof CodeNotUsable || error instanceof CompanyCommandRefused) return alreadyVerified();
    throw error;
  }
}

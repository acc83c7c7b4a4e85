import type { Kysely } from 'kysely';
import type { Database } from '../../catalogue.ts';
import { byCompany } from '../../store/metadata.ts';
import { runCompanyCommand } from '../company-commands.ts';
import { requestEmailVerification } from '../email-verification.ts';
import type { MailBudget, TooManyOutcome } from './mail-budget.ts';

export type VerificationMailOutcome = { outcome: 'sent' } | { outcome: 'alreadyVerified' } | TooManyOutcome;

/**
 * The verification link mailed again to the signed-in company's login e-mail (email-verification.ts);
 * an address already verified needs none. Counted against the company's mails per window first.
 */
export async function sendVerificationMail(
  db: Kysely<Database>,
  { companyId, requestId, operatorEmail, budget }: { companyId: string; requestId: string | undefined; operatorEmail: string; budget: MailBudget },
): Promise<VerificationMailOutcome> {
  const wait = await budget.consume(companyId);
  if (wait !== undefined) return { outcome: 'tooMany', wait };
  const { events } = await runCompanyCommand(db, { companyId, metadata: byCompany(companyId, requestId), operatorEmail, decide: requestEmailVerification });
  return events.length === 0 ? { outcome: 'alreadyVerified' } : { outcome: 'sent' };
}

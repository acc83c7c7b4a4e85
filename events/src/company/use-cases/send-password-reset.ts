import type { Kysely } from 'kysely';
import type { Database } from '../../catalogue.ts';
import { byVisitor } from '../../store/metadata.ts';
import { runCompanyCommand } from '../company-commands.ts';
import { requestPasswordReset } from '../password-reset.ts';
import { findLogin } from '../queries.ts';
import type { MailBudget, TooManyOutcome } from './mail-budget.ts';

/** `done` whether or not an account has the address, so the answer does not tell. */
export type PasswordResetMailOutcome = { outcome: 'done' } | TooManyOutcome;

/**
 * Forgot password: a reset link mailed to this login e-mail when an account has it (the code and
 * the mail by the secret policy and company-mails.ts). Counted against the address's mails per
 * window first, whether or not an account has it.
 */
export async function sendPasswordResetMail(
  db: Kysely<Database>,
  { email, requestId, operatorEmail, budget }: { email: string; requestId: string | undefined; operatorEmail: string; budget: MailBudget },
): Promise<PasswordResetMailOutcome> {
  const wait = await budget.consume(email);
  if (wait !== undefined) return { outcome: 'tooMany', wait };
  const company = await findLogin(db, email);
  if (company) await runCompanyCommand(db, { companyId: company.companyId, metadata: byVisitor(requestId), operatorEmail, decide: requestPasswordReset });
  return { outcome: 'done' };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../catalogue.ts';
import { byCompany } from '../../store/metadata.ts';
import { runCompanyCommand } from '../company-commands.ts';
import { type RequestSupport, requestSupport } from '../request-support.ts';
import type { MailBudget, TooManyOutcome } from './mail-budget.ts';

export type SupportRequestOutcome = { outcome: 'recorded' } | TooManyOutcome;

/**
 * The signed-in company writes to support: the operators are mailed, replies go to its login
 * e-mail as the account knows it (request-support.ts). Counted against the company's mails per
 * window first; past it, nothing is recorded.
 */
export async function sendSupportRequest(
  db: Kysely<Database>,
  {
    companyId,
    request,
    requestId,
    operatorEmail,
    budget,
  }: { companyId: string; request: RequestSupport; requestId: string | undefined; operatorEmail: string; budget: MailBudget },
): Promise<SupportRequestOutcome> {
  const wait = await budget.consume(companyId);
  if (wait !== undefined) return { outcome: 'tooMany', wait };
  await runCompanyCommand(db, { companyId, metadata: byCompany(companyId, requestId), operatorEmail, decide: (state) => requestSupport(state, request) });
  return { outcome: 'recorded' };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../catalogue.ts';
import type { MailLimitReached, MailLimits } from '../../mail-limits/rules.ts';

/**
 * The company's invitations per hour (INVITATION_RATE_LIMIT), kept by the API in Redis
 * (api/src/http/rate-limit.ts): `consume` counts `count` and answers the seconds to wait when they
 * are past it (counted all the same), `refund` gives back what was counted for mails that never
 * went out.
 */
export interface InvitationBudget {
  consume(companyId: string, count: number): Promise<number | undefined>;
  refund(companyId: string, count: number): Promise<void>;
}

/** What the applicant feature's use cases act with: composed once by the API (and the worker, for its schedule). */
export interface ApplicantsContext {
  db: Kysely<Database>;
  mailLimits: MailLimits;
  invitationBudget: InvitationBudget;
}

/** A mail the company would cause past its limits (mail-limits/): nothing recorded, nothing sent. */
export type MailLimitOutcome = { outcome: 'mailLimit'; reached: MailLimitReached; loginEmail: string };

/**
 * Takes `count` of the company's budget: undefined when taken, else the seconds to wait. A refused
 * count is given back at once, so a list too long for what is left leaves what is left for a
 * shorter one.
 */
export async function takeInvitations(budget: InvitationBudget, companyId: string, count: number): Promise<number | undefined> {
  const wait = await budget.consume(companyId, count);
  if (wait !== undefined) await budget.refund(companyId, count);
  return wait;
}

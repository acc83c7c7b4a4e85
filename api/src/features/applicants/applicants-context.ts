import type { ApplicantsContext } from '@typetest/events';
import type { AccountDependencies } from '../../http/account-dependencies.ts';
import { mailLimitsOf } from '../../http/mail-limits.ts';
import { keyedRateLimit } from '../../http/rate-limit.ts';

/**
 * What the applicant use cases act with (events/src/applicant/use-cases/), composed once for the
 * feature's routes: the database, the company's mail limits, and its invitations per hour, one
 * counter for its lists, new links, reminders and public link alike.
 */
export function applicantsContextOf({ db, redis, config }: AccountDependencies): ApplicantsContext {
  return {
    db,
    mailLimits: mailLimitsOf(config),
    invitationBudget: keyedRateLimit({ name: 'invitations', points: config.INVITATION_RATE_LIMIT, windowSeconds: config.INVITATION_RATE_WINDOW_SECONDS }, redis, config),
  };
}

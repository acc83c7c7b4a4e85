import { describeWait, invitationProblemWords, type InvitationProblem, type MailLimitReached, type UnverifiedAllowance } from '@typetest/events';
import { byRuntimeKey } from '@typetest/events/i18n';
import type { Context } from 'hono';
import type { TFunction } from 'i18next';
import { problem } from '../../http/problem.ts';
import { recipientMailLimitAnswer } from '../../http/mail-limits.ts';

// The answers the invitation view's calls share (send-invitation.ts, send-reminder.ts).

/** docs/product.md §5's refusal as the invitation modal shows it: 409 when the address is already invited, else 400. */
export function refuseInvitations(c: Context, t: TFunction, found: InvitationProblem) {
  const words = invitationProblemWords(byRuntimeKey(t), found);
  const body = { success: false as const, errorTitle: words.title, errorMessage: words.message, code: found.check };
  return c.json(body, found.check === 'alreadyInvited' ? 409 : 400);
}

export const notAwaiting = (c: Context, t: TFunction) => c.json(problem(t('account.invite.notAwaiting')), 404);

/** A deadline before today in the company's time zone, or more than a year ahead (invitation-deadline.ts): 400, naming the field; nothing changed. */
export const wrongDeadline = (c: Context, t: TFunction) => c.json(problem(`deadline: ${t('account.invite.deadlineWrongMessage')}`), 400);

/** Past the company's invitations per hour: when to try again; nothing changed. */
export function tooManyInvitations(c: Context, t: TFunction, wait: number) {
  c.header('Retry-After', String(wait));
  return c.json(problem(t('account.invite.tooMany', { wait: describeWait(wait, t) })), 429);
}

/**
 * 403: the login e-mail is not verified, and the list is more than the company may still invite
 * (invite-applicants.ts). The modal's words, as docs/product.md §5's refusals have them; nothing recorded.
 */
export function refuseUnverified(c: Context, t: TFunction, loginEmail: string, allowance: UnverifiedAllowance) {
  const body = {
    success: false as const,
    errorTitle: t('account.invite.unverifiedTitle'),
    errorMessage: t('account.invite.unverifiedMessage', { email: loginEmail, count: allowance.max, left: String(allowance.left) }),
    code: 'unverifiedLimit' as const,
  };
  return c.json(body, 403);
}

/** A new link or a reminder refused by the company's mail limits (events/src/mail-limits/): 403 when the allowance until verified is used up, and they count in it; else the address's 429. Nothing sent. */
export function mailLimitAnswer(c: Context, t: TFunction, loginEmail: string, reached: MailLimitReached) {
  if (reached.limit === 'recipient') return recipientMailLimitAnswer(c, reached);
  const body = {
    success: false as const,
    errorTitle: t('account.invite.unverifiedTitle'),
    errorMessage: t('account.invite.unverifiedUsedMessage', { email: loginEmail, count: reached.max }),
    code: 'unverifiedLimit' as const,
  };
  return c.json(body, 403);
}

import type { Context } from 'hono';
import { describeWait, type MailLimitReached, type MailLimits } from '@typetest/events';
import type { Config } from '@typetest/platform';
import { problem } from './problem.ts';
import { wordsOf } from './words.ts';

/** The limits on the mails a company causes, as configured (events/src/mail-limits/rules.ts). */
export const mailLimitsOf = (config: Config): MailLimits => ({
  recipientLimit: config.RECIPIENT_MAIL_LIMIT,
  recipientWindowSeconds: config.RECIPIENT_MAIL_WINDOW_SECONDS,
  unverifiedLimit: config.UNVERIFIED_INVITATION_LIMIT,
});

/**
 * 429: the address has had as many of the company's mails as it may for now (RECIPIENT_MAIL_LIMIT);
 * when to try again, in seconds for machines and in the request's words for people. Nothing changed.
 */
export function recipientMailLimitAnswer(c: Context, reached: Extract<MailLimitReached, { limit: 'recipient' }>) {
  const t = wordsOf(c);
  c.header('Retry-After', String(reached.retryAfterSeconds));
  const wait = describeWait(reached.retryAfterSeconds, t);
  return c.json(problem(t('common.recipientMailLimit', { email: reached.email, count: reached.max, wait })), 429);
}

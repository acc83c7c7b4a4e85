import { MailLimitExceeded } from '../../mail-limits/rules.ts';
import { byCompany } from '../../store/metadata.ts';
import { loadApplicant, runApplicantCommand } from '../applicant-commands.ts';
import { ApplicantCommandRefused } from '../errors.ts';
import { invitingCompanyAndLogin } from '../inviting-company-queries.ts';
import { remindApplicant } from '../remind-applicant.ts';
import { takeInvitations, type ApplicantsContext, type MailLimitOutcome } from './context.ts';

export type SendReminderOutcome =
  | { outcome: 'sent' }
  | { outcome: 'notAwaiting' }
  /** The link's deadline passed, or it is locked: a new link is what helps (send-invitation-again.ts). */
  | { outcome: 'expired' }
  | { outcome: 'locked' }
  | { outcome: 'tooMany'; wait: number }
  | MailLimitOutcome;

/**
 * The company reminds an awaiting applicant by hand: a mail with a fresh link (remind-applicant.ts;
 * the old link works until the new one is first used). A reminder is a mail with a link, like an
 * invitation: the same rate limit per company, given back when nothing went out.
 */
export async function sendReminder(
  { db, mailLimits, invitationBudget }: ApplicantsContext,
  { companyId, applicantId, requestId }: { companyId: string; applicantId: string; requestId: string | undefined },
): Promise<SendReminderOutcome> {
  const { state } = await loadApplicant(db, applicantId);
  if (state?.companyId !== companyId || state.status !== 'awaiting') return { outcome: 'notAwaiting' };
  const wait = await takeInvitations(invitationBudget, companyId, 1);
  if (wait !== undefined) return { outcome: 'tooMany', wait };
  const company = await invitingCompanyAndLogin(db, companyId);
  let reminded = false;
  try {
    await runApplicantCommand(db, {
      applicantId,
      metadata: byCompany(companyId, requestId),
      decide: (current) => remindApplicant(current, { automatic: false, now: new Date() }),
      company,
      mailLimits: { companyId, limits: mailLimits },
    });
    reminded = true;
    return { outcome: 'sent' };
  } catch (error) {
    if (error instanceof MailLimitExceeded) return { outcome: 'mailLimit', reached: error.reached, loginEmail: company.loginEmail };
    if (!(error instanceof ApplicantCommandRefused)) throw error;
    if (error.reason === 'expired') return { outcome: 'expired' };
    if (error.reason === 'locked') return { outcome: 'locked' };
    return { outcome: 'notAwaiting' };
  } finally {
    // Nothing went out: the reminder does not count against the company's rate limit.
    if (!reminded) await invitationBudget.refund(companyId, 1);
  }
}

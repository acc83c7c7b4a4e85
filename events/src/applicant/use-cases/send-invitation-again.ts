import { MailLimitExceeded } from '../../mail-limits/rules.ts';
import { byCompany } from '../../store/metadata.ts';
import { loadApplicant, runApplicantCommand } from '../applicant-commands.ts';
import { ApplicantCommandRefused } from '../errors.ts';
import { invitationDeadline } from '../invitation-deadline.ts';
import { resendInvitation } from '../invite-applicants.ts';
import { invitingCompanyAndLogin } from '../inviting-company-queries.ts';
import { takeInvitations, type ApplicantsContext, type MailLimitOutcome } from './context.ts';

export type SendInvitationAgainOutcome =
  | { outcome: 're-sent' }
  | { outcome: 'wrongDeadline' }
  | { outcome: 'notAwaiting' }
  | { outcome: 'tooMany'; wait: number }
  | MailLimitOutcome;

/**
 * The company sends an awaiting applicant's invitation again, with a new link (the old one ends
 * at once: link-secrets.ts) that works until `deadline`. An applicant of another company is "not
 * awaiting" here. It counts as one invitation against the rate limit, given back when nothing went
 * out.
 */
export async function sendInvitationAgain(
  { db, mailLimits, invitationBudget }: ApplicantsContext,
  { companyId, applicantId, deadline: requested, requestId }: { companyId: string; applicantId: string; deadline: string | null | undefined; requestId: string | undefined },
): Promise<SendInvitationAgainOutcome> {
  const company = await invitingCompanyAndLogin(db, companyId);
  const until = invitationDeadline(requested, company, new Date());
  if ('refused' in until) return { outcome: 'wrongDeadline' };
  const { state } = await loadApplicant(db, applicantId);
  if (state?.companyId !== companyId || state.status !== 'awaiting') return { outcome: 'notAwaiting' };
  const wait = await takeInvitations(invitationBudget, companyId, 1);
  if (wait !== undefined) return { outcome: 'tooMany', wait };
  let resent = false;
  try {
    await runApplicantCommand(db, {
      applicantId,
      metadata: byCompany(companyId, requestId),
      decide: (current) => resendInvitation(current, until.deadline),
      company,
      mailLimits: { companyId, limits: mailLimits },
    });
    resent = true;
    return { outcome: 're-sent' };
  } catch (error) {
    if (error instanceof ApplicantCommandRefused) return { outcome: 'notAwaiting' };
    if (error instanceof MailLimitExceeded) return { outcome: 'mailLimit', reached: error.reached, loginEmail: company.loginEmail };
    throw error;
  } finally {
    // Nothing went out: the invitation does not count against the company's rate limit.
    if (!resent) await invitationBudget.refund(companyId, 1);
  }
}

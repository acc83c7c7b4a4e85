import { createHash, randomUUID } from 'node:crypto';
import { unverifiedAllowanceOf, ownAddresses } from '../../mail-limits/queries.ts';
import { isOwnAddress, MailLimitExceeded } from '../../mail-limits/rules.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import type { UnverifiedAllowance } from '../applicant-api.ts';
import { runInvitations } from '../applicant-commands.ts';
import { firstInvitationProblem, invitationCandidates, type InvitationProblem, type InvitationRow } from '../invitation-checks.ts';
import { invitationDeadline } from '../invitation-deadline.ts';
import * as invitationSubmitQueries from '../invitation-submit-queries.ts';
import { decideSubmit, submitDigest } from '../invitation-submits.ts';
import { exceedsUnverifiedAllowance, inviteesOf } from '../invite-applicants.ts';
import { applicantConstraints } from '../projection.ts';
import { awaitingApplicantEmails } from '../awaiting-queries.ts';
import { invitingCompanyAndLogin } from '../inviting-company-queries.ts';
import { byCompany } from '../../store/metadata.ts';
import type { ApplicantsContext } from './context.ts';
import { takeInvitations } from './context.ts';

export type SendInvitationsOutcome =
  | { outcome: 'sent' }
  /** A deadline before today in the company's time zone, or more than a year ahead (invitation-deadline.ts). */
  | { outcome: 'wrongDeadline' }
  /** The submit key came before with other rows (invitation-submits.ts). */
  | { outcome: 'otherRows' }
  /** The first of the invitation view's checks the list fails (invitation-checks.ts). */
  | { outcome: 'refused'; problem: InvitationProblem }
  /** The login e-mail is not verified and the list is more than what is left of the allowance. */
  | { outcome: 'unverified'; allowance: UnverifiedAllowance; loginEmail: string }
  | { outcome: 'tooMany'; wait: number }
  | { outcome: 'recipientLimit'; reached: { limit: 'recipient'; email: string; max: number; retryAfterSeconds: number } };

/** The address of the applicant a unique violation names ("Key (company_id, email)=(..., a@b.se)"). */
function emailInViolation(error: unknown): string | undefined {
  const detail = (error as { detail?: unknown }).detail;
  return typeof detail === 'string' ? /=\([^,]+, (.+)\) already exists/.exec(detail)?.[1] : undefined;
}

/**
 * The company invites a list (docs/product.md §5, docs/decisions/0063-invitation-submits-and-public-link.md):
 * a submit sent again with its key is answered as the first was, no one invited twice; the list's
 * checks in order; the allowance until verified, before the rate limit counts anything (a list
 * refused there uses up none of it); then one commit of every invitation, its links and mails,
 * the mails counted against the company's limits inside it. Whatever is refused records nothing
 * and gives back what the rate limit counted.
 */
export async function sendInvitations(
  { db, mailLimits, invitationBudget }: ApplicantsContext,
  {
    companyId,
    rows,
    deadline: requested,
    submitKey,
    requestId,
  }: { companyId: string; rows: readonly InvitationRow[]; deadline: string | null | undefined; submitKey?: string | undefined; requestId: string | undefined },
): Promise<SendInvitationsOutcome> {
  const company = await invitingCompanyAndLogin(db, companyId);
  const until = invitationDeadline(requested, company, new Date());
  if ('refused' in until) return { outcome: 'wrongDeadline' };

  // Hashed: the remembered submit holds no applicant's name or address (nothing to erase there).
  const digest = createHash('sha256').update(submitDigest(rows)).digest('base64url');
  const repeated = async (key: string) => decideSubmit(await invitationSubmitQueries.rememberedSubmit(db, companyId, key), digest).kind;
  if (submitKey !== undefined) {
    const kind = await repeated(submitKey);
    if (kind === 'repeat') return { outcome: 'sent' };
    if (kind === 'otherRows') return { outcome: 'otherRows' };
  }
  const found = firstInvitationProblem(rows, await awaitingApplicantEmails(db, companyId, invitationCandidates(rows)));
  if (found) return { outcome: 'refused', problem: found };

  const invitees = inviteesOf(rows, randomUUID);
  const allowance = await unverifiedAllowanceOf(db, companyId, mailLimits.unverifiedLimit, company.emailVerified);
  const own = allowance ? await ownAddresses(db, companyId) : [];
  const strangers = invitees.filter((invitee) => !isOwnAddress(own, invitee.email)).length;
  if (allowance && exceedsUnverifiedAllowance(allowance, strangers)) return { outcome: 'unverified', allowance, loginEmail: company.loginEmail };
  const wait = await takeInvitations(invitationBudget, companyId, invitees.length);
  if (wait !== undefined) return { outcome: 'tooMany', wait };
  try {
    await runInvitations(db, {
      invitees,
      deadline: until.deadline,
      metadata: byCompany(companyId, requestId),
      company,
      mailLimits: { companyId, limits: mailLimits },
      alsoWrite: async (trx) => {
        if (submitKey !== undefined) await invitationSubmitQueries.rememberSubmit(trx, companyId, submitKey, digest);
      },
    });
  } catch (error) {
    // Nothing was recorded, so nothing counts against the rate limit.
    await invitationBudget.refund(companyId, invitees.length);
    if (error instanceof MailLimitExceeded) {
      const { reached } = error;
      return reached.limit === 'unverified' ? { outcome: 'unverified', allowance: reached, loginEmail: company.loginEmail } : { outcome: 'recipientLimit', reached };
    }
    // The same submit sent twice at once (its rows' addresses or its key met the unique indexes): the one that committed answers for both.
    if (submitKey !== undefined && isUniqueViolation(error)) {
      const kind = await repeated(submitKey);
      if (kind === 'repeat') return { outcome: 'sent' };
      if (kind === 'otherRows' || isUniqueViolation(error, invitationSubmitQueries.invitationSubmitKeyConstraint)) return { outcome: 'otherRows' };
    }
    // Invited by another request at the same moment: the unique index decides, as check 4 would have.
    if (!isUniqueViolation(error, applicantConstraints.awaitingEmail)) throw error;
    const email = emailInViolation(error) ?? invitees[0]?.email ?? '';
    return { outcome: 'refused', problem: { check: 'alreadyInvited', title: 'duplicateTitle', message: 'duplicateMessage', values: { email } } };
  }
  return { outcome: 'sent' };
}

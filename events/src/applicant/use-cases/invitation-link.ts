import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../catalogue.ts';
import { MailLimitExceeded } from '../../mail-limits/rules.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import { handleCommand } from '../../store/handle-command.ts';
import { byCompany } from '../../store/metadata.ts';
import { normaliseApplicantEmail } from '../applicant-email.ts';
import { runInvitations } from '../applicant-commands.ts';
import { awaitingApplicantEmails } from '../awaiting-queries.ts';
import { firstInvitationProblem, invitationCandidates, type InvitationProblem } from '../invitation-checks.ts';
import { invitationDeadline } from '../invitation-deadline.ts';
import { closeInvitationLink as decideClose, InvitationLinkRefused, invitationLinkStreams, openInvitationLink as decideOpen } from '../invitation-link.ts';
import * as invitationSubmitQueries from '../invitation-submit-queries.ts';
import { inviteesOf } from '../invite-applicants.ts';
import { invitingCompanyAndLogin } from '../inviting-company-queries.ts';
import { applicantConstraints } from '../projection.ts';
import { takeInvitations, type ApplicantsContext } from './context.ts';

// The company's public link for job adverts (docs/decisions/0063-invitation-submits-and-public-link.md).

/** A new public link's token: 128 random bits, URL-safe, as unguessable as an applicant's link. */
const newToken = () => randomBytes(16).toString('base64url');

export type TurnInvitationLinkOnOutcome = { outcome: 'open' } | { outcome: 'needsVerified'; loginEmail: string };

/** The company turns its public link on, or renews it while it is on (a new token: the old one stops working at once). Only with a verified login e-mail. */
export async function turnInvitationLinkOn(
  db: Kysely<Database>,
  { companyId, requestId }: { companyId: string; requestId: string | undefined },
): Promise<TurnInvitationLinkOnOutcome> {
  const company = await invitingCompanyAndLogin(db, companyId);
  try {
    await handleCommand(db, invitationLinkStreams, {
      id: companyId,
      metadata: byCompany(companyId, requestId),
      decide: (state) => decideOpen(state, { companyId, emailVerified: company.emailVerified }),
      secrets: () => {
        const token = newToken();
        return { write: (trx) => invitationSubmitQueries.storeInvitationLink(trx, companyId, token) };
      },
    });
  } catch (error) {
    if (!(error instanceof InvitationLinkRefused)) throw error;
    return { outcome: 'needsVerified', loginEmail: company.loginEmail };
  }
  return { outcome: 'open' };
}

/** The company turns its public link off: it stops working at once (also when it was off already). */
export async function turnInvitationLinkOff(db: Kysely<Database>, { companyId, requestId }: { companyId: string; requestId: string | undefined }): Promise<{ outcome: 'closed' }> {
  await handleCommand(db, invitationLinkStreams, {
    id: companyId,
    metadata: byCompany(companyId, requestId),
    decide: (state) => decideClose(state, companyId),
    secrets: () => ({ write: (trx) => invitationSubmitQueries.removeInvitationLink(trx, companyId) }),
  });
  return { outcome: 'closed' };
}

export type ApplyThroughInvitationLinkOutcome =
  | { outcome: 'invited' }
  /** No link is on with that token (never was, renewed or turned off). */
  | { outcome: 'closed' }
  /** Past the limit for this address across every company's link. */
  | { outcome: 'addressTooMany'; wait: number }
  | { outcome: 'alreadyInvited'; companyName: string }
  | { outcome: 'refused'; problem: InvitationProblem }
  /** The company may send no more invitations now (unverified, its rate limit or mail limits). */
  | { outcome: 'busy'; companyName: string };

/**
 * Someone with the public link asks for their own invitation: the company's normal invitation,
 * through the same checks, limits and commit as the company's own lists (send-invitations.ts).
 * `addressBudget` counts the request against the address (the API's Redis limit): one address
 * cannot be made to hear from many companies through their links.
 */
export async function applyThroughInvitationLink(
  { db, mailLimits, invitationBudget }: ApplicantsContext,
  {
    token,
    fullName,
    email,
    requestId,
    addressBudget,
  }: { token: string; fullName: string; email: string; requestId: string | undefined; addressBudget: (address: string) => Promise<number | undefined> },
): Promise<ApplyThroughInvitationLinkOutcome> {
  const companyId = await invitationSubmitQueries.companyOfInvitationLink(db, token);
  if (companyId === undefined) return { outcome: 'closed' };
  const addressWait = await addressBudget(normaliseApplicantEmail(email));
  if (addressWait !== undefined) return { outcome: 'addressTooMany', wait: addressWait };

  const company = await invitingCompanyAndLogin(db, companyId);
  const { companyName } = company;
  const rows = [{ fullName, email }];
  const found = firstInvitationProblem(rows, await awaitingApplicantEmails(db, companyId, invitationCandidates(rows)));
  if (found?.check === 'alreadyInvited') return { outcome: 'alreadyInvited', companyName };
  if (found) return { outcome: 'refused', problem: found };
  // A company that turned its link on was verified then; should its login e-mail change, the link waits for it again.
  if (!company.emailVerified) return { outcome: 'busy', companyName };
  if ((await takeInvitations(invitationBudget, companyId, 1)) !== undefined) return { outcome: 'busy', companyName };
  const until = invitationDeadline(undefined, company, new Date());
  try {
    await runInvitations(db, {
      invitees: inviteesOf(rows, randomUUID),
      deadline: 'refused' in until ? null : until.deadline,
      metadata: { actor: 'visitor:invitation-link', ...(requestId ? { requestId } : {}) },
      company,
      mailLimits: { companyId, limits: mailLimits },
    });
  } catch (error) {
    await invitationBudget.refund(companyId, 1);
    if (error instanceof MailLimitExceeded) return { outcome: 'busy', companyName };
    if (isUniqueViolation(error, applicantConstraints.awaitingEmail)) return { outcome: 'alreadyInvited', companyName };
    throw error;
  }
  return { outcome: 'invited' };
}

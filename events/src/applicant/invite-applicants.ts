import type { EventOf } from '../catalogue.ts';
import type { ApplicantState } from './applicant-state.ts';
import type { UnverifiedAllowance } from './applicant-api.ts';
import { normaliseApplicantEmail } from './applicant-email.ts';
import { ApplicantCommandRefused, awaiting } from './errors.ts';
import type { ReviewDecision } from './second-look.ts';
import { completeRows, type InvitationRow } from './invitation-checks.ts';

/** An applicant to invite, checked (invitation-checks.ts) and normalised, with a new id. */
export interface Invitee {
  applicantId: string;
  email: string;
  fullName: string;
}

/** The rows a checked list invites (invitation-checks.ts): each complete row, normalised, with a new id from `newId`. */
export function inviteesOf(rows: readonly InvitationRow[], newId: () => string): Invitee[] {
  return completeRows(rows).map((row) => ({ applicantId: newId(), email: normaliseApplicantEmail(row.email), fullName: row.fullName.trim() }));
}

/**
 * Decide: each invitee becomes an applicant awaiting results; each gets a mail with their link,
 * which works until `deadline` (null: until the tests are done).
 */
export function inviteApplicants(companyId: string, invitees: readonly Invitee[], deadline: Date | null): EventOf<'ApplicantInvited'>[] {
  const until = deadline?.toISOString() ?? null;
  return invitees.map(({ applicantId, email, fullName }) => ({ type: 'ApplicantInvited', data: { applicantId, companyId, email, fullName, deadline: until } }));
}

/**
 * Decide: the invitation goes out again (with a new link, working until `deadline`) to an applicant
 * still awaiting results: expired or locked ones too, since a new link is how the company lets them in again.
 */
export function resendInvitation(state: ApplicantState | undefined, deadline: Date | null): EventOf<'InvitationResent'>[] {
  const applicant = awaiting(state);
  return [{ type: 'InvitationResent', data: { applicantId: applicant.applicantId, companyId: applicant.companyId, deadline: deadline?.toISOString() ?? null } }];
}

/** Decide: the company removes an applicant awaiting results; their link stops working. */
export function removeApplicant(state: ApplicantState | undefined): EventOf<'ApplicantRemoved'>[] {
  const applicant = awaiting(state);
  return [{ type: 'ApplicantRemoved', data: { applicantId: applicant.applicantId, companyId: applicant.companyId } }];
}

/**
 * Decide: the company reviews a finished applicant's result, accepting or rejecting it with a note
 * (trimmed); reviewing again replaces the earlier review.
 */
export function reviewResult(state: ApplicantState | undefined, review: { decision: ReviewDecision; note: string }): EventOf<'ResultReviewed'>[] {
  if (state === undefined) throw new ApplicantCommandRefused('notInvited');
  if (state.status !== 'completed') throw new ApplicantCommandRefused('notFinished');
  return [{ type: 'ResultReviewed', data: { applicantId: state.applicantId, companyId: state.companyId, decision: review.decision, note: review.note.trim() } }];
}

/** Decide: a batch of `inviting` applicants goes out whole or not at all; true when it would pass the allowance. */
export function exceedsUnverifiedAllowance(allowance: UnverifiedAllowance | null, inviting: number): boolean {
  return allowance !== null && inviting > allowance.left;
}

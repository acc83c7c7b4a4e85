import type { EventOf } from '../catalogue.ts';
import type { ApplicantState } from './applicant-state.ts';
import { awaiting } from './errors.ts';

/** An applicant to invite, checked (invitation-checks.ts) and normalised, with a new id. */
export interface Invitee {
  applicantId: string;
  email: string;
  fullName: string;
}

/** Decide: each invitee becomes an applicant awaiting results; each gets a mail with their link. */
export function inviteApplicants(companyId: string, invitees: readonly Invitee[]): EventOf<'ApplicantInvited'>[] {
  return invitees.map(({ applicantId, email, fullName }) => ({ type: 'ApplicantInvited', data: { applicantId, companyId, email, fullName } }));
}

/** Decide: the invitation goes out again (with a new link) to an applicant still awaiting results. */
export function resendInvitation(state: ApplicantState | undefined): EventOf<'InvitationResent'>[] {
  const applicant = awaiting(state);
  return [{ type: 'InvitationResent', data: { applicantId: applicant.applicantId, companyId: applicant.companyId } }];
}

/** Decide: the company removes an applicant awaiting results; their link stops working. */
export function removeApplicant(state: ApplicantState | undefined): EventOf<'ApplicantRemoved'>[] {
  const applicant = awaiting(state);
  return [{ type: 'ApplicantRemoved', data: { applicantId: applicant.applicantId, companyId: applicant.companyId } }];
}

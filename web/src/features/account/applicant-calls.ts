import {
  accountOverviewAnswerSchema,
  applicantListAnswerSchema,
  historyAnswerSchema,
  invitationLinkAnswerSchema,
  sendInvitationAnswerSchema,
  type AwaitingApplicant,
  type HistoryExport,
  type HistorySearch,
  type InvitationRow,
  type UnverifiedAllowance,
} from '@typetest/events/applicant';
import { z } from 'zod';
import { useFormMutation } from '../../shared/forms/use-form-mutation.ts';
import { downloadAccount, postAccount } from '../../shared/session/session.ts';

/**
 * The account page's applicant calls (docs/product.md §7; README "Applicants (API)"), each answer checked
 * against the schema the API itself answers with. Failures throw ApiError.
 */

const success = z.object({ success: z.literal(true) });

/**
 * Invites the rows (complete ones, already checked), their links working until `deadline`
 * ("YYYY-MM-DD", the last day; null for none), as the submit `submitKey` (sent again unchanged on a retry);
 * answers who is awaiting results now.
 */
export async function sendInvitations(rows: readonly InvitationRow[], deadline: string | null, submitKey?: string): Promise<AwaitingApplicant[]> {
  const ca = rows.map(({ email, fullName }) => ({ email: email.trim(), fullName: fullName.trim() }));
  return (await postAccount('/api/db/sendinvitation', { ca, deadline, submitKey }, sendInvitationAnswerSchema)).data;
}

/** What Invite applicants sends: the rows, and the last day their links work (null: no deadline). */
export interface Invitation {
  rows: readonly InvitationRow[];
  deadline: string | null;
}

/** Invite applicants' send button: `send` invites the rows (sendInvitations; a test's stand-in). */
export function useSendInvitations(send: (rows: readonly InvitationRow[], deadline: string | null) => Promise<unknown> = sendInvitations) {
  return useFormMutation('account/send-invitations', ({ rows, deadline }: Invitation) => send(rows, deadline));
}

/** Sends the invitation again, with a new link (the old one stops working). */
export async function resendInvitation(applicantId: string): Promise<AwaitingApplicant[]> {
  return (await postAccount('/api/db/sendinvitation', { currentApplicantCode: applicantId }, sendInvitationAnswerSchema)).data;
}

/** Mails an applicant awaiting results a reminder with a new link (the old one stops working); refused (409) once their link has expired. */
export async function sendReminder(applicantId: string): Promise<void> {
  await postAccount('/api/db/sendreminder', { applicantId }, success);
}

/** Removes an applicant awaiting results: their link stops working. */
export async function removeApplicant(applicantId: string): Promise<void> {
  await postAccount('/api/db/deleteapplicant', { currentApplicantCode: applicantId }, success);
}

/** Erases an applicant's personal data for good (name, e-mail, keystroke logs, link); a result stays as "Erased applicant". */
export async function eraseApplicant(applicantId: string): Promise<void> {
  await postAccount('/api/db/eraseapplicant', { applicantId }, success);
}

/** The applicants awaiting results, and what the company may still invite before it verifies its e-mail (null once it has). */
export async function fetchAwaitingApplicants(): Promise<{ applicants: AwaitingApplicant[]; unverifiedAllowance: UnverifiedAllowance | null }> {
  const { data, unverifiedAllowance } = await postAccount('/api/db/getapplicantcodeswithnames', {}, applicantListAnswerSchema);
  return { applicants: data, unverifiedAllowance };
}

/** One page (10 results from `range`) of Applicant results & history. */
export async function searchHistory(search: HistorySearch) {
  const { users, nextPage } = await postAccount('/api/db/getspenthistory', search, historyAnswerSchema);
  return { users, nextPage };
}

export type HistoryPage = Awaited<ReturnType<typeof searchHistory>>;

/** Export CSV: every result the list's search and filter find, in its order, as a file. */
export function exportHistory(criteria: HistoryExport) {
  return downloadAccount('/api/db/exporthistory', criteria);
}

/** The account menu's overview: applicants awaiting results, results this week, the latest three. */
/** The overview's SWR key: the menu and Account settings share one entry. */
export const overviewKey = (companyId: string) => ['account/overview', companyId] as const;

export async function fetchOverview() {
  return (await postAccount('/api/db/getoverview', {}, accountOverviewAnswerSchema)).data;
}

/** The company's public link for job adverts: its token while it is on, null while it is off. */
export async function fetchInvitationLink(): Promise<string | null> {
  return (await postAccount('/api/db/getinvitationlink', {}, invitationLinkAnswerSchema)).data.token;
}

/** Turns the public link on, or makes a new one (the old one stops working); answers the token. */
export async function openInvitationLink(): Promise<string | null> {
  return (await postAccount('/api/db/openinvitationlink', {}, invitationLinkAnswerSchema)).data.token;
}

/** Turns the public link off. */
export async function closeInvitationLink(): Promise<void> {
  await postAccount('/api/db/closeinvitationlink', {}, success);
}

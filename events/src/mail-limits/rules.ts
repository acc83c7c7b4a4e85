import type { MailIntent, MailKind } from '../mail/catalogue.ts';

/**
 * What a company may make the product mail to people (docs/decisions/0044-mails-a-company-may-cause.md).
 * The product's sender carries the company's name to any address it types, so:
 * - every company: one address gets at most `recipientLimit` mails a window from it (invitations,
 *   new links, reminders, and the notices its account changes send);
 * - a company whose login e-mail is not verified: at most `unverifiedLimit` mails with a link to
 *   addresses not its own, in all, whatever it changes meanwhile.
 */
export interface MailLimits {
  recipientLimit: number;
  recipientWindowSeconds: number;
  unverifiedLimit: number;
}

/** The mails a company's own actions send to an address: what the per-recipient limit counts. */
export const companyCausedMailKinds = [
  'applicantInvitation',
  'invitationResent',
  'applicantReminder',
  'emailVerification',
  'loginEmailChanged',
  'resultsEmailChanged',
  'resultsEmailChangedFormer',
] as const satisfies readonly MailKind[];

/** The mails with an applicant's link: what an unverified company's allowance counts. */
const linkMailKinds: readonly MailKind[] = ['applicantInvitation', 'invitationResent', 'applicantReminder'];

const countedKinds: readonly MailKind[] = companyCausedMailKinds;

/** The company as its limits need it, as its read row has it in the commit. */
export interface MailingCompany {
  loginEmail: string;
  emailForReceivingResults: string;
  emailVerified: boolean;
}

/**
 * The company itself: its login and results e-mail as they are when the mail is decided. A
 * company inviting itself, to try the test, tells no stranger anything.
 */
export const isOwnAddress = (company: Pick<MailingCompany, 'loginEmail' | 'emailForReceivingResults'>, email: string) =>
  email === company.loginEmail || email === company.emailForReceivingResults;

/**
 * The mails marked that use the allowance until verified: a link sent by the company's own doing
 * (the worker's automatic reminder never passes here) to an address not its own, while unverified.
 */
export function markUnverifiedAllowance(company: MailingCompany, mails: readonly MailIntent[]): MailIntent[] {
  if (company.emailVerified) return [...mails];
  return mails.map((mail) => (linkMailKinds.includes(mail.kind) && !isOwnAddress(company, mail.recipient) ? { ...mail, unverifiedAllowance: true } : mail));
}

/** How many of `mails` each address gets, among the kinds the per-recipient limit counts. */
export function mailsPerRecipient(mails: readonly MailIntent[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of mails) if (countedKinds.includes(mail.kind)) counts.set(mail.recipient, (counts.get(mail.recipient) ?? 0) + 1);
  return counts;
}

/** Why a company's mails were refused: nothing of the change that would have sent them is recorded. */
export type MailLimitReached = { limit: 'recipient'; email: string; max: number; retryAfterSeconds: number } | { limit: 'unverified'; max: number; left: number };

/** Thrown inside the commit, so the events, the read tables and the mails are all rolled back. */
export class MailLimitExceeded extends Error {
  override name = 'MailLimitExceeded';
  constructor(readonly reached: MailLimitReached) {
    super(reached.limit === 'recipient' ? `${reached.email} has had as many mails from this company as it may for now` : 'The company has sent all it may before verifying');
  }
}

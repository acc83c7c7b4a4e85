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

/** The same, as kinds any mail's can be looked up in. */
const countedKinds: readonly MailKind[] = companyCausedMailKinds;

/**
 * The company itself, while its login e-mail is not verified: the login and results e-mail it
 * registered with (its welcome mail went to the one). A company inviting itself, to try the test,
 * tells no stranger anything. An address set later is no proof of anything until it is verified
 * (and once it is, no allowance applies): else changing the login e-mail to a stranger's would make
 * the stranger "itself".
 */
export const isOwnAddress = (ownAddresses: readonly string[], email: string) => ownAddresses.includes(email);

/**
 * The mails marked that use the allowance until verified: a link sent by the company's own doing
 * (the worker's automatic reminder never passes here) to an address not its own, while unverified.
 */
export function markUnverifiedAllowance(ownAddresses: readonly string[], mails: readonly MailIntent[]): MailIntent[] {
  return mails.map((mail) => (linkMailKinds.includes(mail.kind) && !isOwnAddress(ownAddresses, mail.recipient) ? { ...mail, unverifiedAllowance: true } : mail));
}

/** Whether any of the mails is a link mail: only then does the allowance need looking at. */
export const hasLinkMail = (mails: readonly MailIntent[]) => mails.some((mail) => linkMailKinds.includes(mail.kind));

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

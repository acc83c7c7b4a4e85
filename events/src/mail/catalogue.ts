import { z } from 'zod';
import { contactMethods } from '../contact/contact-request.ts';
import type { MailboxAddress } from './mailbox-address.ts';
import { stageFlags, stageRefusalReasons } from '../applicant/events.ts';
import { passMarkVerdicts } from '../applicant/pass-mark.ts';

const resultsEmailChange = z.object({ companyName: z.string(), previousEmail: z.string(), resultsEmail: z.string() });
const applicantLink = z.object({ companyName: z.string(), fullName: z.string(), textFolder: z.string(), applicantCode: z.string() });

/**
 * Every kind of mail the product sends, with the data its template needs. The payload is fixed
 * when the mail is decided (in the commit that causes it), so a template renders the same mail
 * however late or often the worker gets to it.
 */
export const mailCatalogue = {
  contactRequest: z.object({
    contactMethod: z.enum(contactMethods),
    email: z.string(),
    phoneNumber: z.string(),
    details: z.string(),
    requestedAt: z.iso.datetime(),
  }),
  /** Registration: welcome, the company's page address, and the link that verifies the login e-mail. */
  companyWelcome: z.object({
    companyName: z.string(),
    contactName: z.string(),
    loginEmail: z.string(),
    textFolder: z.string(),
    verifyCode: z.string(),
  }),
  /** The verification link again (a changed login e-mail, or asked for). */
  emailVerification: z.object({ companyName: z.string(), email: z.string(), verifyCode: z.string() }),
  /** Forgot password: the reset link. */
  passwordReset: z.object({ companyName: z.string(), email: z.string(), resetCode: z.string() }),
  /** To the old address when the login e-mail changed, with the link that restores it. */
  loginEmailChanged: z.object({ companyName: z.string(), previousEmail: z.string(), loginEmail: z.string(), recoverCode: z.string() }),
  /**
   * The results e-mail changed: a notice to the login e-mail (as it was before the change), so an
   * owner whose account is being used by someone else hears of it.
   */
  resultsEmailChanged: resultsEmailChange,
  /** The same notice to the address that received the results until now. */
  resultsEmailChangedFormer: resultsEmailChange,
  /** Contact support: a company's message to the operators, reply-to the company. */
  supportRequest: z.object({
    companyId: z.string(),
    companyName: z.string(),
    contactName: z.string(),
    loginEmail: z.string(),
    title: z.string(),
    details: z.string(),
    requestedAt: z.iso.datetime(),
  }),
  /** Invite applicants: the applicant's personal link, `{PUBLIC_URL}/{textFolder}?code={applicantCode}`. */
  applicantInvitation: applicantLink,
  /** The invitation again, with a new link (the earlier one no longer works). */
  invitationResent: applicantLink,
  /** To the company's results address when an applicant has finished all three tests. */
  applicantResults: z.object({
    companyName: z.string(),
    fullName: z.string(),
    email: z.string(),
    wpm: z.number().int(),
    accuracy: z.number().int(),
    stages: z.array(z.object({ stage: z.number().int(), wpm: z.number().int(), accuracy: z.number().int() })),
    /** The share of typists in general slower than this applicant (Dhakal et al., CHI 2018). */
    typistPercentile: z.number().int().min(1).max(99),
    /** At the fast tail, the smallest group of typists the applicant is in ("top 1%": standing.ts's typistStanding); null outside the top 5%. */
    typistTop: z.number().positive().nullable().default(null),
    /** Among the company's applicants who finished before: how many were slower, of how many. */
    companyStanding: z.object({ fasterThan: z.number().int().nonnegative(), outOf: z.number().int().nonnegative() }),
    flags: z.array(z.enum(stageFlags)),
    finishedAt: z.iso.datetime(),
    // Added with the result page; defaults keep a mail decided before them sendable.
    /** The applicant's id: the mail's "View result" button opens `/login?result={applicantId}`. */
    applicantId: z.uuid().optional(),
    /** Against the company's pass mark; null when it has none. */
    verdict: z.enum(passMarkVerdicts).nullable().default(null),
    /** The company's time zone (IANA), for every time the mail shows. */
    timeZone: z.string().default('UTC'),
    /** Refused attempts (why, and when), tests started again and times the link locked, over the whole sitting. */
    refusals: z.array(z.object({ stage: z.number().int(), reason: z.enum(stageRefusalReasons), at: z.iso.datetime() })).default([]),
    restarts: z.number().int().nonnegative().default(0),
    locks: z.number().int().nonnegative().default(0),
  }),
};

export type MailKind = keyof typeof mailCatalogue;
export type MailPayload<K extends MailKind> = z.infer<(typeof mailCatalogue)[K]>;

/**
 * The payload fields of each kind that are secrets: a code that works as a credential (one-time
 * codes, an applicant's link). The outbox row is the only place their plain value is kept, and only
 * until the mail is sent: the commit that records it sent sets these fields to null
 * (docs/decisions/0002-outbox-row-carries-payload.md). Every kind is listed, so a new one has to say; a field named like a code
 * that is not listed fails `catalogue.test.ts`.
 */
export const mailSecrets = {
  contactRequest: [],
  companyWelcome: ['verifyCode'],
  emailVerification: ['verifyCode'],
  passwordReset: ['resetCode'],
  loginEmailChanged: ['recoverCode'],
  resultsEmailChanged: [],
  resultsEmailChangedFormer: [],
  supportRequest: [],
  applicantInvitation: ['applicantCode'],
  invitationResent: ['applicantCode'],
  applicantResults: [],
} as const satisfies { readonly [K in MailKind]: readonly (keyof MailPayload<K> & string)[] };

/** The secret fields of a stored mail's kind; none for a kind the catalogue does not know (it is never sent). */
export function secretFieldsOf(kind: string): readonly string[] {
  return isMailKind(kind) ? mailSecrets[kind] : [];
}

/**
 * A mail to send because of one event. Its reply-to is a checked `MailboxAddress`
 * (`asMailboxAddress`): someone else's text never reaches a header unchecked.
 */
export type MailIntent = {
  [K in MailKind]: { kind: K; eventId: string; recipient: string; replyTo?: MailboxAddress; payload: MailPayload<K> };
}[MailKind];

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(mailCatalogue, kind);
}

import { z } from 'zod';
import { contactMethods } from '../contact/contact-request.ts';
import type { MailboxAddress } from './mailbox-address.ts';

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
};

export type MailKind = keyof typeof mailCatalogue;
export type MailPayload<K extends MailKind> = z.infer<(typeof mailCatalogue)[K]>;

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

import { z } from 'zod';
import { contactMethods } from '../contact/contact-request.ts';

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
};

export type MailKind = keyof typeof mailCatalogue;
export type MailPayload<K extends MailKind> = z.infer<(typeof mailCatalogue)[K]>;

/** A mail to send because of one event. */
export type MailIntent = {
  [K in MailKind]: { kind: K; eventId: string; recipient: string; replyTo?: string; payload: MailPayload<K> };
}[MailKind];

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(mailCatalogue, kind);
}

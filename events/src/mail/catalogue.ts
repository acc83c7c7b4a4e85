import type { z } from 'zod';
import { mailCatalogue, mailSecrets } from '../catalogue.ts';
import { defaultLanguage, type Language } from '../i18n/languages.ts';
import type { MailboxAddress } from './mailbox-address.ts';

/**
 * Every kind of mail the product sends, with the data its template needs (each feature declares
 * its own in `<feature>/mail-payloads.ts`; events/src/catalogue.ts composes them). The payload is
 * fixed when the mail is decided (in the commit that causes it), so a template renders the same
 * mail however late or often the worker gets to it.
 */
export { mailCatalogue };

export type MailKind = keyof typeof mailCatalogue;
export type MailPayload<K extends MailKind> = z.infer<(typeof mailCatalogue)[K]>;

/**
 * The payload fields of each kind that are secrets: a code that works as a credential (one-time
 * codes, an applicant's link). The outbox row is the only place their plain value is kept, and only
 * until the mail is sent: the commit that records it sent sets these fields to null
 * (docs/decisions/0002-outbox-row-carries-payload.md). Every kind is listed, so a new one has to say; a field named like a code
 * that is not listed fails `catalogue.test.ts`.
 */
export { mailSecrets };

/** The secret fields of a stored mail's kind; none for a kind the catalogue does not know (it is never sent). */
export function secretFieldsOf(kind: string): readonly string[] {
  return isMailKind(kind) ? mailSecrets[kind] : [];
}

/**
 * A mail to send because of one event. Its reply-to is a checked `MailboxAddress`
 * (`asMailboxAddress`): someone else's text never reaches a header unchecked. Its language is the
 * recipient's, said by whoever decides the mail (a company's and its applicants' mails: the
 * company's; the operators': `operatorLanguage`); the outbox keeps it in the stored payload, where
 * the worker reads it (worker/src/templates/render-mail.ts).
 */
export type MailIntent = {
  [K in MailKind]: {
    kind: K;
    eventId: string;
    recipient: string;
    replyTo?: MailboxAddress;
    language: Language;
    payload: MailPayload<K>;
    /** It uses the company's allowance until its login e-mail is verified (mail-limits/rules.ts). */
    unverifiedAllowance?: boolean;
  };
}[MailKind];

/** The operators read contact requests and support messages in English. */
export const operatorLanguage: Language = defaultLanguage;

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(mailCatalogue, kind);
}

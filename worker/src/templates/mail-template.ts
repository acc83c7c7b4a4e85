import type { ReactElement } from 'react';
import type { MailKind, MailPayload } from '@typetest/events';
import type { Language } from '@typetest/events/i18n';
import type { MailText } from './mail-i18n.ts';

/** What every template gets besides its payload; links in mails start with `publicUrl`. */
export interface MailContext {
  publicUrl: string;
  /** The recipient's language: the mail's words, and its `<html lang>`. */
  language: Language;
}

/** One mail kind's template: its subject line (in the words of `text`, the recipient's) and its body as a react-email element. */
export interface MailTemplate<K extends MailKind> {
  subject(payload: MailPayload<K>, text: MailText): string;
  body(payload: MailPayload<K>, context: MailContext): ReactElement;
  /** A mail the product sends for a company (an invitation): that company's name, for the sender's name (sender-name.ts). */
  onBehalfOf?(payload: MailPayload<K>): string;
}

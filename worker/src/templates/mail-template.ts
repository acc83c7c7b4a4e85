import type { ReactElement } from 'react';
import type { MailKind, MailPayload } from '@typetest/events';

/** What every template gets besides its payload; links in mails start with `publicUrl`. */
export interface MailContext {
  publicUrl: string;
}

/** One mail kind's template: its subject line and its body as a react-email element. */
export interface MailTemplate<K extends MailKind> {
  subject(payload: MailPayload<K>): string;
  body(payload: MailPayload<K>, context: MailContext): ReactElement;
  /** A mail the product sends for a company (an invitation): that company's name, for the sender's name (sender-name.ts). */
  onBehalfOf?(payload: MailPayload<K>): string;
}

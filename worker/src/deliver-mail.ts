import type { Kysely } from 'kysely';
import { asMailboxAddress, lockMailForDelivery, recordMailFailure, sendMarkedSent, type Database, type MailForDelivery } from '@typetest/events';
import { classifySendFailure } from '@typetest/platform';
import type { SmtpTransport } from './smtp-transport.ts';
import { mailWords } from './templates/mail-i18n.ts';
import { renderStoredMail, type RenderedMail } from './templates/render-mail.ts';
import { senderOf } from './templates/sender-name.ts';

export interface DeliverySettings {
  transport: SmtpTransport;
  /** MAIL_FROM */
  from: string;
  /** MAIL_RETRY_HOURS in ms: how long transient failures are retried, from the first failed attempt. */
  retryForMs: number;
  /** PUBLIC_URL */
  publicUrl: string;
}

export type DeliveryOutcome =
  | { result: 'sent'; kind: string; attempts: number }
  /** Nothing to do: already sent, already failed (only operators put it back), or no such mail. */
  | { result: 'skipped'; why: 'sent' | 'failed' | 'missing' }
  /** Another transaction holds the mail right now: look again shortly. */
  | { result: 'busy' }
  /** A transient failure: try again later. */
  | { result: 'retry'; kind: string; attempts: number; reason: string }
  | { result: 'failed'; kind: string; attempts: number; reason: string };

/**
 * Sends one outbox mail. The row is locked for the whole attempt, so no other sender sends it
 * meanwhile, and a mail whose `sent` is committed is never sent again. The `sent` mark is written
 * before the SMTP conversation, in the same transaction, so after the server's OK only the COMMIT
 * remains; a crash or a lost Postgres connection in that moment rolls the attempt back and the
 * mail goes out again later (at least once, never lost), with the same Message-ID
 * (docs/decisions/0004-mail-sent-at-least-once.md). The same mark removes the mail's secrets (one-time codes, applicant
 * links) from its row, so the mail is rendered first; a failed send keeps them for the next try.
 */
export async function deliverMail(db: Kysely<Database>, settings: DeliverySettings, outboxId: string): Promise<DeliveryOutcome> {
  return db.transaction().execute(async (trx): Promise<DeliveryOutcome> => {
    const lock = await lockMailForDelivery(trx, outboxId);
    if (lock.state === 'busy') return { result: 'busy' };
    if (lock.state === 'missing') return { result: 'skipped', why: 'missing' };
    const { mail } = lock;
    if (mail.status === 'sent' || mail.status === 'failed') return { result: 'skipped', why: mail.status };
    // Queued as expected, or still pending when the relay's commit failed after its job was added:
    // either way the mail is due, and this lock makes this sender the only one sending it.
    const attempts = mail.attempts + 1;

    let rendered: RenderedMail;
    try {
      rendered = await renderStoredMail(mail.kind, mail.payload, { publicUrl: settings.publicUrl });
    } catch (error) {
      // A mail that does not render now never will: no retries.
      const reason = error instanceof Error ? error.message : String(error);
      await recordMailFailure(trx, mail.id, { error: reason, permanent: true, retryForMs: settings.retryForMs });
      return { result: 'failed', kind: mail.kind, attempts, reason: 'the mail could not be rendered (see last_error)' };
    }

    const replyTo = replyToOf(mail);
    const sending = await sendMarkedSent(trx, mail, () =>
      settings.transport.sendMail({
        from: senderOf(settings.from, rendered.onBehalfOf, mailWords(rendered.language)),
        to: mail.recipient,
        ...(replyTo ? { replyTo } : {}),
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId: messageIdOf(mail, settings.publicUrl),
      }),
    );
    if (sending.sent) return { result: 'sent', kind: mail.kind, attempts };

    const failure = classifySendFailure(sending.error);
    const { failed } = await recordMailFailure(trx, mail.id, { error: failure.message, permanent: failure.permanent, retryForMs: settings.retryForMs });
    if (failed) return { result: 'failed', kind: mail.kind, attempts, reason: failure.summary };
    return { result: 'retry', kind: mail.kind, attempts, reason: failure.summary };
  });
}

/**
 * The Reply-To, only when the stored one is exactly one mailbox address (rows written before that
 * was checked may hold anything), and as an address object: nodemailer parses a string as a list
 * of names, groups and addresses, an object it writes as the one address it is.
 */
function replyToOf(mail: MailForDelivery): { name: string; address: string } | undefined {
  const address = mail.replyTo === null ? undefined : asMailboxAddress(mail.replyTo);
  return address && { name: '', address };
}

/** The same for every attempt at one mail (an event mails each kind once), and unique across databases. */
function messageIdOf(mail: MailForDelivery, publicUrl: string): string {
  return `<${mail.eventId}.${mail.kind}@${new URL(publicUrl).hostname}>`;
}

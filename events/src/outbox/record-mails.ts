import type { Transaction } from 'kysely';
import { mailCatalogue, type MailIntent } from '../mail/catalogue.ts';
import type { Database } from '../catalogue.ts';

/**
 * Writes the mails a commit causes into the outbox, in that same transaction. The payload as the
 * mail catalogue parses it, plus the recipient's `language` (every template is written in every
 * language, so it is no field of any one kind's schema).
 */
export async function recordMails(trx: Transaction<Database>, mails: readonly MailIntent[]): Promise<void> {
  if (mails.length === 0) return;
  await trx
    .insertInto('mail_outbox')
    .values(
      mails.map((mail) => ({
        event_id: mail.eventId,
        kind: mail.kind,
        recipient: mail.recipient,
        reply_to: mail.replyTo ?? null,
        payload: JSON.stringify({ ...mailCatalogue[mail.kind].parse(mail.payload), language: mail.language }),
      })),
    )
    // The same event never mails the same kind twice.
    .onConflict((conflict) => conflict.constraint('mail_outbox_event_kind_unique').doNothing())
    .execute();
}

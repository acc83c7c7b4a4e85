import type { Transaction } from 'kysely';
import { mailCatalogue, type MailIntent } from '../mail/catalogue.ts';
import type { Database, RecordedEvent } from '../catalogue.ts';

/** The company an event belongs to: every company and applicant event names it; a contact request has none. */
function companyOf(event: RecordedEvent | undefined): string | null {
  const companyId = event && 'companyId' in event.data ? event.data.companyId : undefined;
  return typeof companyId === 'string' ? companyId : null;
}

/**
 * Writes the mails a commit causes into the outbox, in that same transaction. The payload as the
 * mail catalogue parses it, plus the recipient's `language` (every template is written in every
 * language, so it is no field of any one kind's schema). Each row names the company whose event
 * caused it, so the mails a company causes can be counted (mail-limits/queries.ts).
 */
export async function recordMails(trx: Transaction<Database>, mails: readonly MailIntent[], recorded: readonly RecordedEvent[] = []): Promise<void> {
  if (mails.length === 0) return;
  const events = new Map(recorded.map((event) => [event.eventId, event]));
  await trx
    .insertInto('mail_outbox')
    .values(
      mails.map((mail) => ({
        event_id: mail.eventId,
        kind: mail.kind,
        recipient: mail.recipient,
        reply_to: mail.replyTo ?? null,
        payload: JSON.stringify({ ...mailCatalogue[mail.kind].parse(mail.payload), language: mail.language }),
        company_id: companyOf(events.get(mail.eventId)),
        unverified_allowance: mail.unverifiedAllowance === true,
      })),
    )
    // The same event never mails the same kind twice.
    .onConflict((conflict) => conflict.constraint('mail_outbox_event_kind_unique').doNothing())
    .execute();
}

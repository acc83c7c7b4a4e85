import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { contactRequestMails, contactRequestStream, requestContact, type ContactUs, type Database } from '@typetest/events';
import { commit } from '@typetest/events/store';

export const testOperatorEmail = 'operators@typetest.test';

/**
 * Commits a visitor's contact request the way the api does (event, projection and outbox row in
 * one transaction) and returns the outbox id of the mail it causes.
 */
export async function commitContactRequest(db: Kysely<Database>, request: ContactUs, operatorEmail = testOperatorEmail): Promise<string> {
  const contactRequestId = randomUUID();
  const [event] = await commit(db, {
    streamId: contactRequestStream(contactRequestId),
    expectedVersion: 0,
    events: [requestContact(request, contactRequestId)],
    metadata: { actor: 'visitor' },
    mails: (recorded) => contactRequestMails(recorded, operatorEmail),
  });
  if (!event) throw new Error('The contact request recorded no event');
  const mail = await db.selectFrom('mail_outbox').select('id').where('event_id', '=', event.eventId).executeTakeFirstOrThrow();
  return mail.id;
}

/** A request by e-mail whose details carry `marker`, so a test finds its own mail among others. */
export const requestByEmail = (marker: string): ContactUs => ({
  contactMethod: 'email',
  email: 'ada@shop.example',
  phoneNumber: '',
  details: `Please show us the typing test. (${marker})`,
});

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../catalogue.ts';
import { handleCommand } from '../../store/handle-command.ts';
import type { EventMetadata } from '../../store/metadata.ts';
import type { ContactUs } from '../contact-request.ts';
import { contactRequestMails, contactRequestStreams, requestContact } from '../request-contact.ts';

export type ContactRequestOutcome = { outcome: 'recorded'; contactRequestId: string };

/** A visitor asks to be contacted: one ContactRequested on a stream of its own, and the operators mailed (request-contact.ts). */
export async function sendContactRequest(
  db: Kysely<Database>,
  { request, metadata, operatorEmail }: { request: ContactUs; metadata: EventMetadata; operatorEmail: string },
): Promise<ContactRequestOutcome> {
  const contactRequestId = randomUUID();
  await handleCommand(db, contactRequestStreams, {
    id: contactRequestId,
    // A new id: its stream is known to be empty, so nothing is read first.
    stream: { version: 0, events: [] },
    metadata,
    decide: (state) => (state ? [] : [requestContact(request, contactRequestId)]),
    mails: ({ recorded }) => contactRequestMails(recorded, operatorEmail),
  });
  return { outcome: 'recorded', contactRequestId };
}

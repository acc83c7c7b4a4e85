import type { EventOf, RecordedEvent } from '../catalogue.ts';
import { type MailIntent, operatorLanguage } from '../mail/catalogue.ts';
import type { StreamKind } from '../store/handle-command.ts';
import { asMailboxAddress } from '../mail/mailbox-address.ts';
import type { ContactUs } from './contact-request.ts';

/** Decide: a valid request always becomes one ContactRequested event on a stream of its own. */
export function requestContact(request: ContactUs, contactRequestId: string): EventOf<'ContactRequested'> {
  return {
    type: 'ContactRequested',
    data: {
      contactRequestId,
      contactMethod: request.contactMethod,
      email: request.email,
      phoneNumber: request.phoneNumber,
      details: request.details,
    },
  };
}

export const contactRequestStream = (contactRequestId: string) => `contactRequest-${contactRequestId}`;

/** A contact request's stream: one event, the request; its state is whether it was made. */
export const contactRequestStreams: StreamKind<'requested'> = {
  streamId: contactRequestStream,
  evolve: (state, event) => (event.type === 'ContactRequested' ? 'requested' : state),
};

/** Policy: the operators hear of every request; replies go straight to the visitor's address. */
export function contactRequestMails(recorded: readonly RecordedEvent[], operatorEmail: string): MailIntent[] {
  return recorded.flatMap((event): MailIntent[] => {
    if (event.type !== 'ContactRequested') return [];
    const { contactMethod, email, phoneNumber, details } = event.data;
    // No format check on the visitor's e-mail (docs/product.md §5): anything but exactly one plain address
    // (a list, a group, a display name, a line break) gets no Reply-To, so a reply reaches no one
    // else. The operators still read what the visitor typed in the mail itself.
    const replyTo = asMailboxAddress(email);
    return [
      {
        kind: 'contactRequest',
        eventId: event.eventId,
        language: operatorLanguage,
        recipient: operatorEmail,
        ...(replyTo ? { replyTo } : {}),
        payload: { contactMethod, email, phoneNumber, details, requestedAt: event.recordedAt.toISOString() },
      },
    ];
  });
}

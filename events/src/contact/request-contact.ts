import type { EventOf, RecordedEvent } from '../catalogue.ts';
import type { MailIntent } from '../mail/catalogue.ts';
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

/** Policy: the operators hear of every request; replies go straight to the visitor's address. */
export function contactRequestMails(recorded: readonly RecordedEvent[], operatorEmail: string): MailIntent[] {
  return recorded.flatMap((event): MailIntent[] => {
    if (event.type !== 'ContactRequested') return [];
    const { contactMethod, email, phoneNumber, details } = event.data;
    return [
      {
        kind: 'contactRequest',
        eventId: event.eventId,
        recipient: operatorEmail,
        // No format check on the visitor's e-mail (SPEC 5), so only something address-like replies.
        ...(email.includes('@') ? { replyTo: email } : {}),
        payload: { contactMethod, email, phoneNumber, details, requestedAt: event.recordedAt.toISOString() },
      },
    ];
  });
}

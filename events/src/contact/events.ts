import { z } from 'zod';
import { defineEvent } from '../store/event-definition.ts';
import { contactMethods } from './contact-request.ts';

/** A visitor asked to be contacted by phone or e-mail. */
export const contactRequestedV1 = z.object({
  contactRequestId: z.uuid(),
  contactMethod: z.enum(contactMethods),
  email: z.string(),
  phoneNumber: z.string(),
  details: z.string(),
});

/** The contact request's event, as the log knows it (composed in events/src/catalogue.ts). */
export const contactEvents = {
  ContactRequested: defineEvent({ version: 1, schema: contactRequestedV1, upcasters: {} }),
};

import { z } from 'zod';
import type { MailSecretFields } from '../mail/mail-definitions.ts';
import { contactMethods } from './contact-request.ts';

/** The mail a contact request causes, with the data each template needs (composed in events/src/catalogue.ts). */
export const contactMailPayloads = {
  contactRequest: z.object({
    contactMethod: z.enum(contactMethods),
    email: z.string(),
    phoneNumber: z.string(),
    details: z.string(),
    requestedAt: z.iso.datetime(),
  }),
};

/** The payload fields of each that are secrets (events/src/mail/catalogue.ts says what that means). */
export const contactMailSecrets = {
  contactRequest: [],
} as const satisfies MailSecretFields<typeof contactMailPayloads>;

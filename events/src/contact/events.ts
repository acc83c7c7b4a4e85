import { z } from 'zod';
import { contactMethods } from './contact-request.ts';

/** A visitor asked to be contacted by phone or e-mail. */
export const contactRequestedV1 = z.object({
  contactRequestId: z.uuid(),
  contactMethod: z.enum(contactMethods),
  email: z.string(),
  phoneNumber: z.string(),
  details: z.string(),
});

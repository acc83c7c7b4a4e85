import type { ContactUs } from '@typetest/events/contact';
import { z } from 'zod';
import { postJson } from '../../shared/api-client.ts';
import { useFormMutation } from '../../shared/forms/use-form-mutation.ts';

/** DESIGN, API contract: the visitor's contact request, answered 200 `{success: true}`. */
const contactUsResponseSchema = z.object({ success: z.literal(true) });

export function sendContactRequest(contactUs: ContactUs) {
  return postJson('/api/public/contactus', { contactUs }, contactUsResponseSchema);
}

/** "Call me" and "Email me": sends the visitor's request. */
export function useSendContactRequest() {
  return useFormMutation('contact/send', (contactUs: ContactUs) => sendContactRequest(contactUs));
}

import type { ContactUs } from '@typetest/events/contact';
import { useForm } from 'react-hook-form';

/** What the visitor fills in; the contact method comes from the button they press. */
export type ContactFields = Omit<ContactUs, 'contactMethod'>;

export const emptyContactFields: ContactFields = { email: '', phoneNumber: '', details: '' };

/**
 * The contact form's values. Held by the landing page rather than the form, so they survive a
 * trip back to the landing view; only the confirmation's Back clears them (SPEC 2).
 */
export function useContactFields() {
  return useForm<ContactFields>({ defaultValues: emptyContactFields });
}

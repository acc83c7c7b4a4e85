import { z } from 'zod';
import { catalogueKey } from '../i18n/issue-words.ts';
import { freeText } from '../schema/free-text.ts';

/**
 * The visitor's "Let us contact you" request: the body of the contactus call (docs/product.md §10), with the
 * product's own rules. The web form and the API validate with this one schema, so the toast a
 * visitor sees and the API's errorMessage are the same words.
 */
export const contactMethods = ['email', 'phone'] as const;
export type ContactMethod = (typeof contactMethods)[number];

/**
 * The schema's own refusals, as catalogue keys (issue-words.ts): the API answers them in the
 * caller's words and the form toasts them in the page's.
 */
export const contactMessages = {
  phoneMissing: catalogueKey('contact.phoneMissing'),
  emailOrDetailsMissing: catalogueKey('contact.emailOrDetailsMissing'),
} as const;

export const contactLimits = { email: 254, phoneNumber: 40, details: 4000 } as const;

export const contactUsSchema = z
  .object({
    email: freeText({ max: contactLimits.email }),
    phoneNumber: freeText({ max: contactLimits.phoneNumber }),
    details: freeText({ max: contactLimits.details, multiline: true }),
    contactMethod: z.enum(contactMethods, { error: catalogueKey('input.contactMethod') }),
  })
  .strict()
  .superRefine((request, ctx) => {
    // docs/product.md §5: by phone only the number is needed; by e-mail both address and details, with no
    // format check on the address.
    if (request.contactMethod === 'phone' && request.phoneNumber === '') {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: contactMessages.phoneMissing });
    }
    if (request.contactMethod === 'email' && (request.email === '' || request.details === '')) {
      ctx.addIssue({
        code: 'custom',
        path: [request.email === '' ? 'email' : 'details'],
        message: contactMessages.emailOrDetailsMissing,
      });
    }
  });

export type ContactUs = z.infer<typeof contactUsSchema>;

/** Where the confirmation says "We will be in touch to {email or phone} shortly". */
export function contactAddress(request: Pick<ContactUs, 'contactMethod' | 'email' | 'phoneNumber'>): string {
  return request.contactMethod === 'phone' ? request.phoneNumber : request.email;
}

import { z } from 'zod';

/**
 * The visitor's "Let us contact you" request: the body SPEC.md gives the contactus call, with the
 * product's own rules. The web form and the API validate with this one schema, so the toast a
 * visitor sees and the API's errorMessage are the same words.
 */
export const contactMethods = ['email', 'phone'] as const;
export type ContactMethod = (typeof contactMethods)[number];

export const contactMessages = {
  phoneMissing: 'You need to enter a phone number.',
  emailOrDetailsMissing: 'You need to enter an email address and details.',
} as const;

export const contactLimits = { email: 254, phoneNumber: 40, details: 4000 } as const;

export const contactUsSchema = z
  .object({
    email: z.string().trim().max(contactLimits.email),
    phoneNumber: z.string().trim().max(contactLimits.phoneNumber),
    details: z.string().trim().max(contactLimits.details),
    contactMethod: z.enum(contactMethods, { error: 'must be "email" or "phone".' }),
  })
  .strict()
  .superRefine((request, ctx) => {
    // SPEC 5: by phone only the number is needed; by e-mail both address and details, with no
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

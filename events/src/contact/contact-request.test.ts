import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeTextMessages } from '../schema/free-text.ts';
import { blankText, controlOrBidi, hasLoneSurrogate, hasNul, typedText, visibleText } from '../testing/typed-text.ts';
import { contactMessages, contactMethods, contactUsSchema } from './contact-request.ts';

const fields = ['email', 'phoneNumber', 'details'] as const;
const anyRequest = fc.record({
  email: typedText(),
  phoneNumber: typedText(),
  details: typedText(80),
  contactMethod: fc.constantFrom(...contactMethods),
});

describe('the contact request schema, fuzzed', () => {
  it('given any request, when accepted, then no field holds a control or bidi character or stray blanks, and what the visitor wrote is kept', () => {
    fc.assert(
      fc.property(anyRequest, (request) => {
        const result = contactUsSchema.safeParse(request);
        if (!result.success) return;
        for (const field of fields) {
          expect(result.data[field]).not.toMatch(controlOrBidi);
          expect(result.data[field]).toBe(result.data[field].replace(/^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g, ''));
          expect(visibleText(result.data[field])).toBe(visibleText(request[field]));
        }
        expect(result.data.phoneNumber).not.toMatch(/[\r\n\t]/);
      }),
      { numRuns: 500 },
    );
  });

  it('given any request with a NUL or a lone surrogate in a field, then it is refused, naming that field', () => {
    fc.assert(
      fc.property(anyRequest, fc.constantFrom(...fields), fc.constantFrom('\0', '\uD800', '\uDFFF'), (request, field, bad) => {
        const result = contactUsSchema.safeParse({ ...request, [field]: `${request[field]}x${bad}x` });
        expect(result.success).toBe(false);
        const refusals = result.error?.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
        expect(refusals).toContain(bad === '\0' ? freeTextMessages.nul : freeTextMessages.loneSurrogate);
      }),
    );
  });

  it('given a phone request whose number is only white space and zero-width characters, then it says a phone number is needed', () => {
    fc.assert(
      fc.property(anyRequest, blankText, (request, phoneNumber) => {
        // Each field on its own: two half-pairs in two fields joined together would look whole.
        fc.pre([request.email, request.details].every((text) => !hasNul(text) && !hasLoneSurrogate(text)));
        const result = contactUsSchema.safeParse({ ...request, contactMethod: 'phone', phoneNumber });
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toEqual([contactMessages.phoneMissing]);
      }),
    );
    expect(contactUsSchema.safeParse({ email: '', phoneNumber: ' \u200B\u00A0\uFEFF ', details: '', contactMethod: 'phone' }).error?.issues[0]?.message).toBe(
      contactMessages.phoneMissing,
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidApplicantEmail, normaliseApplicantEmail } from './applicant-email.ts';

describe('an applicant e-mail the invitation can go to (SPEC 5, check 6)', () => {
  it.each([
    ['ada@example.com', 'an ordinary address'],
    ['ada.lovelace+jobs@mail.example.co.uk', 'dots, a plus tag and a sub-domain'],
    ["o'brien_1-2@example.org", 'an apostrophe, underscore and digits in the local part'],
    ['åsa.öberg@exempel.se', 'a UTF-8 local part (Swedish)'],
    ['用户@例子.广告', 'a UTF-8 local part and an internationalised domain (Chinese)'],
    ['иван@пример.рф', 'a Cyrillic address'],
    ['ada@mail-1.example.com', 'digits and an inner hyphen in a domain label'],
    ['raj@उदाहरण.भारत', 'a Devanagari domain, whose vowel signs are combining marks'],
    ['som@ตัวอย่าง.ไทย', 'a Thai domain with combining marks'],
    ['kumar@example.இந்தியா', 'a Tamil top-level domain ending in a vowel sign'],
    ['jose@cafe\u0301.com', 'a domain with a decomposed accent (e + combining acute)'],
    ['ivan@xn--e1afmkfd.xn--p1ai', 'an internationalised domain in its ASCII (punycode) form, .рф as xn--p1ai'],
  ])('given %s (%s), then it is valid', (email) => {
    expect(isValidApplicantEmail(email)).toBe(true);
  });

  it.each([
    ['ada@example', 'no top-level domain'],
    ['ada@localhost', 'no top-level domain'],
    ['ada@127.0.0.1', 'an IPv4 address as the domain'],
    ['ada@[127.0.0.1]', 'an IPv4 literal as the domain'],
    ['ada@[IPv6:::1]', 'an IPv6 literal as the domain'],
    ['ada@example.c', 'a one-letter top-level domain'],
    ['ada@example.123', 'a numeric top-level domain'],
    ['ada@example.xn--', 'a punycode prefix with nothing after it'],
    ['ada@example.\u0301com', 'a top-level domain starting with a combining mark'],
    ['ada.example.com', 'no @'],
    ['@example.com', 'no local part'],
    ['ada@', 'no domain'],
    ['ada@@example.com', 'two @'],
    ['ada@bob@example.com', 'an @ in the local part'],
    ['ada lovelace@example.com', 'a space in the local part'],
    ['"ada"@example.com', 'a quoted local part'],
    ['.ada@example.com', 'a local part starting with a dot'],
    ['ada.@example.com', 'a local part ending with a dot'],
    ['ada..lovelace@example.com', 'two dots in a row in the local part'],
    ['ada@-example.com', 'a domain label starting with a hyphen'],
    ['ada@example-.com', 'a domain label ending with a hyphen'],
    ['ada@example..com', 'an empty domain label'],
    ['ada@.example.com', 'a domain starting with a dot'],
    ['ada@example.com.', 'a domain ending with a dot'],
    ['ada@exa_mple.com', 'an underscore in the domain'],
    ['ada\u0000@example.com', 'a control character'],
    ['', 'nothing'],
  ])('given %j (%s), then it is not valid', (email) => {
    expect(isValidApplicantEmail(email)).toBe(false);
  });

  it('given a local part of 64 characters, then it is valid; of 65, not', () => {
    expect(isValidApplicantEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidApplicantEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('given an address of 254 characters, then it is valid; of 255, not', () => {
    const domainOf = (length: number) => `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(length - 60 * 3 - 3 - 4)}.com`;
    const address = (length: number) => `${'a'.repeat(10)}@${domainOf(length - 11)}`;
    expect(address(254)).toHaveLength(254);
    expect(isValidApplicantEmail(address(254))).toBe(true);
    expect(isValidApplicantEmail(address(255))).toBe(false);
  });

  it('given any IPv4 address as the domain, then it is never valid', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(isValidApplicantEmail(`ada@${ip}`)).toBe(false);
        expect(isValidApplicantEmail(`ada@[${ip}]`)).toBe(false);
      }),
    );
  });

  it('given any address fast-check thinks valid (RFC 1123 domains with a letter top-level domain), then it is valid', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const tld = email.split('.').at(-1) ?? '';
        fc.pre(/^[a-z]{2,}$/i.test(tld) && email.length <= 254);
        expect(isValidApplicantEmail(email)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('telling applicants apart by address', () => {
  it('given the same address in other case and with spaces around it, then it is the same applicant', () => {
    expect(normaliseApplicantEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(normaliseApplicantEmail('ÅSA@Exempel.se')).toBe('åsa@exempel.se');
  });
});

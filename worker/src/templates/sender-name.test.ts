import { describe, expect, it } from 'vitest';
import { mailWords } from './mail-i18n.ts';
import { senderOf } from './sender-name.ts';

/** The words of a mail to an English-speaking recipient. */
const english = mailWords('en');

describe('the sender of a mail', () => {
  it('given a mail the product sends on its own account, then it is MAIL_FROM as configured', () => {
    expect(senderOf('Typetest <no-reply@typetest.example>', undefined, english)).toBe('Typetest <no-reply@typetest.example>');
  });

  it("given a mail sent for a company, then the name is the company's via the product's, at MAIL_FROM's address", () => {
    expect(senderOf('Typetest <no-reply@typetest.example>', 'Acme AB', english)).toEqual({ name: 'Acme AB via Typetest', address: 'no-reply@typetest.example' });
    expect(senderOf('"Hiring, by Typetest" <jobs@typetest.example>', 'Acme AB', english)).toEqual({ name: 'Acme AB via Hiring, by Typetest', address: 'jobs@typetest.example' });
    expect(senderOf('Typetest <no-reply@typetest.example>', 'Acme AB', mailWords('sv'))).toEqual({ name: 'Acme AB via Typetest', address: 'no-reply@typetest.example' });
  });

  it("given MAIL_FROM without a name, then the product's name stands first", () => {
    expect(senderOf('no-reply@typetest.example', 'Acme AB', english)).toEqual({ name: 'Acme AB via Typetest', address: 'no-reply@typetest.example' });
  });

  it('given a long company name with line breaks and an address, then it is one line, cut to 40 characters, and the address is no address', () => {
    const { name } = senderOf('Typetest <no-reply@typetest.example>', `Your account is locked\r\nBcc: x@example.com ${'a'.repeat(200)}`, english) as { name: string };
    expect(name.replaceAll('\u2060', '')).toBe('Your account is locked Bcc: x@example.c… via Typetest');
    expect(name).not.toContain('x@example');
    expect(name).not.toMatch(/[\r\n]/);
  });
});

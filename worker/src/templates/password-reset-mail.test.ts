import { describe, expect, it } from 'vitest';
import type { MailPayload } from '@typetest/events';
import { linksIn } from '../testing/mail-links.ts';
import { renderMail } from './render-mail.ts';

const context = { publicUrl: 'https://typetest.example', language: 'en' } as const;
const reset: MailPayload<'passwordReset'> = { companyName: 'Acme Logistics', email: 'ada@acme.example', resetCode: 'Fp-7_q' };
const resetLink = 'https://typetest.example/login?fpc=Fp-7_q';

describe('the password reset mail', () => {
  it('given a company forgot its password, when the reset mail is rendered, then a "Reset your password" button and the written-out link lead to the reset view', async () => {
    const mail = await renderMail('passwordReset', reset, context);

    expect(mail.subject).toBe('Reset your Typetest password');
    const toReset = linksIn(mail.html).filter((link) => link.href === resetLink);
    expect(toReset.map((link) => link.text)).toEqual(['Reset your password', resetLink]);
    expect(mail.text).toContain(`Reset your password ${resetLink}`);
  });

  it('then it says the link expires in 1 hour and that the password stays unchanged if it is ignored', async () => {
    const mail = await renderMail('passwordReset', reset, context);

    expect(mail.text).toContain('for the login e-mail ada@acme.example');
    expect(mail.text).toContain('The link expires in 1 hour.');
    expect(mail.text).toContain('If you did not ask to reset your password, you can ignore this e-mail. Your password stays unchanged');
  });

  it('given a company name with markup, then the HTML shows it as text', async () => {
    const mail = await renderMail('passwordReset', { ...reset, companyName: '<script>alert(1)</script>' }, context);

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('the password of &lt;script&gt;alert(1)&lt;/script&gt; on Typetest');
  });
});

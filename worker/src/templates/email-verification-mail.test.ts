import { describe, expect, it } from 'vitest';
import type { MailPayload } from '@typetest/events';
import { linksIn } from '../testing/mail-links.ts';
import { renderMail } from './render-mail.ts';

const context = { publicUrl: 'https://typetest.example', language: 'en' } as const;
const verification: MailPayload<'emailVerification'> = { companyName: 'Acme Logistics', email: 'hiring@acme.example', verifyCode: 'Vc-42_x' };
const verifyLink = 'https://typetest.example/login?vc=Vc-42_x';

describe('the verification mail sent again', () => {
  it('given a company asks for its verification link again, when rendered, then it names the address and the company', async () => {
    const mail = await renderMail('emailVerification', verification, context);

    expect(mail.subject).toBe('Verify your e-mail address for Typetest');
    expect(mail.text).toContain('Please confirm that hiring@acme.example is the login e-mail of Acme Logistics on Typetest.');
  });

  it('then the "Verify your e-mail address" button and the written-out link lead to the login page with the code', async () => {
    const mail = await renderMail('emailVerification', verification, context);

    const toVerify = linksIn(mail.html).filter((link) => link.href === verifyLink);
    expect(toVerify.map((link) => link.text)).toEqual(['Verify your e-mail address', verifyLink]);
    expect(mail.text).toContain(`Verify your e-mail address ${verifyLink}`);
    expect(mail.text).toContain('log in there');
    expect(mail.text).toContain('The link expires in 7 days.');
  });

  it('given a code with characters that mean something in a URL, then the link carries it encoded', async () => {
    const mail = await renderMail('emailVerification', { ...verification, verifyCode: 'a+b/c=&d' }, context);

    expect(mail.text).toContain('https://typetest.example/login?vc=a%2Bb%2Fc%3D%26d');
  });

  it('given a company name with markup, then the HTML shows it as text', async () => {
    const mail = await renderMail('emailVerification', { ...verification, companyName: '<script>alert(1)</script>' }, context);

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('login e-mail of &lt;script&gt;alert(1)&lt;/script&gt; on Typetest');
  });
});

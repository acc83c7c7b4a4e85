import { describe, expect, it } from 'vitest';
import type { MailPayload } from '@typetest/events';
import { linksIn } from '../testing/mail-links.ts';
import { renderMail } from './render-mail.ts';

const context = { publicUrl: 'https://typetest.example', language: 'en' } as const;
const welcome: MailPayload<'companyWelcome'> = {
  companyName: 'Acme Logistics',
  contactName: 'Ada Lovelace',
  loginEmail: 'ada@acme.example',
  textFolder: 'acme',
  verifyCode: 'Zx9-code_1',
};
const verifyLink = 'https://typetest.example/authlink?mode=verifyEmail&oobCode=Zx9-code_1';

describe('the welcome mail', () => {
  it('given a company just registered, when its welcome mail is rendered, then it greets the contact and names the company', async () => {
    const mail = await renderMail('companyWelcome', welcome, context);

    expect(mail.subject).toBe('Welcome to Typetest, Acme Logistics');
    expect(mail.text).toContain('Hello Ada Lovelace,');
    expect(mail.text).toContain('Acme Logistics is now registered.');
    expect(mail.html).toContain('Hello Ada Lovelace,');
  });

  it('then it says applicants take the test through their personal links, offers no page at the company\'s address alone (it shows "invalid"), and gives the next steps', async () => {
    const mail = await renderMail('companyWelcome', welcome, context);

    expect(mail.text).toContain(
      'Acme Logistics is now registered. Applicants take your typing test through a personal link each: invite them from your account, and each one gets an e-mail with their own link.',
    );
    expect(linksIn(mail.html).map((link) => new URL(link.href).pathname)).not.toContain('/acme');
    expect(mail.text).not.toContain('https://typetest.example/acme');
    expect(mail.text).toContain('Manage your texts');
    expect(mail.text).toContain('Invite applicants');
    expect(mail.text).toContain('Log in with ada@acme.example to get started:\n\nhttps://typetest.example/login\n');
  });

  it('then a "Verify your e-mail address" button and the link written out both lead to the verification link', async () => {
    const mail = await renderMail('companyWelcome', welcome, context);

    const toVerify = linksIn(mail.html).filter((link) => link.href === verifyLink);
    expect(toVerify.map((link) => link.text)).toEqual(['Verify your e-mail address', verifyLink]);
    expect(mail.text).toContain(`Verify your e-mail address ${verifyLink}`);
    expect(mail.text).toContain('The link expires in 7 days.');
    expect(mail.text).toContain('If you did not register with Typetest, you can ignore this e-mail.');
  });

  it('given a company name with markup, then the HTML shows it as text', async () => {
    const mail = await renderMail('companyWelcome', { ...welcome, companyName: '<script>alert(1)</script>', contactName: '<b>Ada</b>' }, context);

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Ada</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; is now registered.');
    expect(mail.text).toContain('<script>alert(1)</script> is now registered.');
  });
});

import { describe, expect, it } from 'vitest';
import type { MailPayload } from '@typetest/events';
import { renderMail } from './render-mail.ts';

const context = { publicUrl: 'https://typetest.example', language: 'en' } as const;
const support: MailPayload<'supportRequest'> = {
  companyId: '7d9f5c1e-2b4a-4c8e-9f3d-1a2b3c4d5e6f',
  companyName: 'Acme Logistics',
  contactName: 'Ada Lovelace',
  loginEmail: 'ada@acme.example',
  title: 'Results e-mail',
  details: 'Our results go to an old address.\nCould you help us change it?',
  requestedAt: '2026-11-22T09:30:00.000Z',
};

describe('the support request mail', () => {
  it('given a company contacts support, when the mail to the operators is rendered, then subject and fields say who asks and what', async () => {
    const mail = await renderMail('supportRequest', support, context);

    expect(mail.subject).toBe('Support request from Acme Logistics: Results e-mail');
    expect(mail.text).toContain('Company: Acme Logistics');
    expect(mail.text).toContain('Contact name: Ada Lovelace');
    expect(mail.text).toContain('Login e-mail: ada@acme.example');
    expect(mail.text).toContain('Company id: 7d9f5c1e-2b4a-4c8e-9f3d-1a2b3c4d5e6f');
    expect(mail.text).toContain('Requested at: 22 November 2026 at 09:30 UTC');
    expect(mail.text).toContain('Title: Results e-mail');
  });

  it('then the details keep the line breaks the company typed', async () => {
    const mail = await renderMail('supportRequest', support, context);

    expect(mail.text).toContain('Our results go to an old address.\nCould you help us change it?');
    expect(mail.html).toContain('Our results go to an old address.<br/>Could you help us change it?');
  });

  it('given a title with a line break, then the subject is still one line', async () => {
    const mail = await renderMail('supportRequest', { ...support, title: 'Results\r\nBcc: someone@example.com' }, context);

    expect(mail.subject).toBe('Support request from Acme Logistics: Results Bcc: someone@example.com');
  });

  it('given a company name, title and details with markup, then the HTML shows them as text', async () => {
    const script = '<script>alert(1)</script>';
    const mail = await renderMail('supportRequest', { ...support, companyName: script, title: script, details: script }, context);

    expect(mail.html).not.toContain('<script>');
    // Preview line, intro, company, title and details: each shows the markup escaped.
    expect(mail.html.split('&lt;script&gt;alert(1)&lt;/script&gt;')).toHaveLength(7);
    expect(mail.text).toContain('Company: <script>alert(1)</script>');
    expect(mail.text).toContain('Title: <script>alert(1)</script>');
  });
});

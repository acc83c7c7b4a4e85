import { describe, expect, it } from 'vitest';
import type { MailPayload } from '@typetest/events';
import { linksIn } from '../testing/mail-links.ts';
import { renderMail } from './render-mail.ts';

const context = { publicUrl: 'https://typetest.example', language: 'en' } as const;
const changed: MailPayload<'resultsEmailChanged'> = { companyName: 'Acme Logistics', previousEmail: 'ada@acme.example', resultsEmail: 'loot@elsewhere.example' };

describe('the results e-mail changed notice', () => {
  it('given the results e-mail was changed, when the notice to the login e-mail is rendered, then it names both addresses and says what to do if it was not the owner', async () => {
    const mail = await renderMail('resultsEmailChanged', changed, context);

    expect(mail.subject).toBe('The results e-mail of Acme Logistics was changed');
    expect(mail.text).toContain("Applicants' results of Acme Logistics on Typetest now go to loot@elsewhere.example instead of ada@acme.example.");
    expect(mail.text).toContain('If you did not make this change, someone else may be using your account');
    expect(
      linksIn(mail.html)
        .filter((link) => link.href === 'https://typetest.example/login')
        .map((link) => link.text),
    ).toContain('Log in to Typetest');
  });

  it('when the notice to the address that received the results is rendered, then it says they no longer come there, and carries no link into the account', async () => {
    const mail = await renderMail('resultsEmailChangedFormer', changed, context);

    expect(mail.subject).toBe('The results e-mail of Acme Logistics was changed');
    expect(mail.text).toContain('This address, ada@acme.example, no longer receives them.');
    expect(linksIn(mail.html).filter((link) => link.href.startsWith('https://typetest.example/login'))).toEqual([]);
  });

  it('given a company name with markup, then the HTML shows it as text', async () => {
    const mail = await renderMail('resultsEmailChanged', { ...changed, companyName: '<script>alert(1)</script>' }, context);

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

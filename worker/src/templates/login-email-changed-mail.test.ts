import { describe, expect, it } from 'vitest';
import type { MailPayload } from '@typetest/events';
import { linksIn } from '../testing/mail-links.ts';
import { renderMail } from './render-mail.ts';

const context = { publicUrl: 'https://typetest.example', language: 'en' } as const;
const changed: MailPayload<'loginEmailChanged'> = {
  companyName: 'Acme Logistics',
  previousEmail: 'ada@acme.example',
  loginEmail: 'hiring@acme.example',
  recoverCode: 'Rc-9_z',
};
const recoverLink = 'https://typetest.example/authlink?mode=recoverEmail&oobCode=Rc-9_z';

describe('the login e-mail changed mail', () => {
  it('given the login e-mail was changed, when the mail to the old address is rendered, then it says to which address', async () => {
    const mail = await renderMail('loginEmailChanged', changed, context);

    expect(mail.subject).toBe('The login e-mail of Acme Logistics was changed');
    expect(mail.text).toContain('The login e-mail of Acme Logistics on Typetest was changed from ada@acme.example to hiring@acme.example.');
  });

  it('then a "Restore my e-mail address" button and the written-out link lead to the recover link, valid 7 days', async () => {
    const mail = await renderMail('loginEmailChanged', changed, context);

    const toRecover = linksIn(mail.html).filter((link) => link.href === recoverLink);
    expect(toRecover.map((link) => link.text)).toEqual(['Restore my e-mail address', recoverLink]);
    expect(mail.text).toContain('If you did not make this change');
    expect(mail.text).toContain(`Restore my e-mail address ${recoverLink}`);
    expect(mail.text).toContain('The link expires in 7 days.');
  });

  it('given a company name with markup, then the HTML shows it as text', async () => {
    const mail = await renderMail('loginEmailChanged', { ...changed, companyName: '<script>alert(1)</script>' }, context);

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('The login e-mail of &lt;script&gt;alert(1)&lt;/script&gt; on Typetest');
  });
});

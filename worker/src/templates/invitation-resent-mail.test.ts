import { describe, expect, it } from 'vitest';
import type { MailPayload } from '@typetest/events';
import { linksIn } from '../testing/mail-links.ts';
import { renderMail } from './render-mail.ts';

const context = { publicUrl: 'https://typetest.example', language: 'en' } as const;
const resent: MailPayload<'invitationResent'> = {
  companyName: 'Acme Logistics',
  fullName: 'Grace Hopper',
  textFolder: 'acme',
  linkCode: 'New-code_2',
};
const newLink = 'https://typetest.example/acme?code=New-code_2';

describe('the re-sent invitation mail', () => {
  it('given a company sends an invitation again, when the mail is rendered, then it says this is a new link and any earlier one no longer works', async () => {
    const mail = await renderMail('invitationResent', resent, context);

    expect(mail.subject).toBe('Your new link to the typing test of Acme Logistics');
    expect(mail.text).toContain('Hello Grace Hopper,');
    expect(mail.text).toContain('You have a new link to a typing test. This company sent it through Typetest:\n\nCompany: Acme Logistics\n');
    expect(mail.onBehalfOf).toBe('Acme Logistics');
    expect(mail.text).toContain('This is a new link: any link you got earlier no longer works.');
  });

  it('then it explains the test again, and the button and the written-out link lead to the new personal link', async () => {
    const mail = await renderMail('invitationResent', resent, context);

    expect(mail.text).toContain('introduction test that is not measured');
    expect(mail.text).toContain('Then come three measured tests');
    expect(mail.text).toContain('are sent to this company.');
    const toTest = linksIn(mail.html).filter((link) => link.href === newLink);
    expect(toTest.map((link) => link.text)).toEqual(['Start the typing test', newLink]);
    expect(mail.text).toContain(`Start the typing test ${newLink}`);
    expect(mail.text).toContain('The link works until you have finished all three tests.');
  });

  it('given a code with characters that mean something in a URL, then the new link carries it encoded', async () => {
    const mail = await renderMail('invitationResent', { ...resent, linkCode: 'x?y#z' }, context);

    expect(linksIn(mail.html).map((link) => link.href)).toContain('https://typetest.example/acme?code=x%3Fy%23z');
  });

  it('given a company name with a URL, then neither part holds it as something a mail client would link', async () => {
    const mail = await renderMail('invitationResent', { ...resent, companyName: 'Acme www.evil.example AB' }, context);

    expect(mail.text).not.toContain('www.evil.example');
    expect(mail.html).not.toContain('www.evil.example');
    expect(mail.text.replaceAll('\u2060', '')).toContain('Company: Acme www.evil.example AB\n');
  });

  it('given an applicant name with markup, then the HTML shows it as text', async () => {
    const mail = await renderMail('invitationResent', { ...resent, fullName: '<b>Eve</b>' }, context);

    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
  });
});

import { describe, expect, it } from 'vitest';
import type { MailPayload } from '@typetest/events';
import { linksIn } from '../testing/mail-links.ts';
import { renderMail } from './render-mail.ts';

const context = { publicUrl: 'https://typetest.example', language: 'en' } as const;
const locked: MailPayload<'applicantLocked'> = {
  companyName: 'Acme Logistics',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  stage: 2,
  lockedAt: '2026-11-22T09:25:00.000Z',
  timeZone: 'Europe/Stockholm',
  refusals: [
    { stage: 2, reason: 'inhumanSpeed', at: '2026-11-22T09:20:00.000Z' },
    { stage: 2, reason: 'severalCharactersAtOnce', at: '2026-11-22T09:25:00.000Z' },
  ],
};

describe('the mail that an applicant’s link locked', () => {
  it('given too many refused attempts at test 2, then it says who, at which test and when, each attempt with its reason and time, and how to let them try again', async () => {
    const mail = await renderMail('applicantLocked', locked, context);

    expect(mail.subject).toBe('The test link of Grace Hopper is locked after refused attempts');
    expect(mail.text).toContain(
      'Too many attempts by Grace Hopper (grace@example.com) at test 2 of your typing test were refused, so their link stopped working 22 November 2026 at 10:25 (Europe/Stockholm).',
    );
    expect(mail.text).toMatch(/Test 2, 22 November 2026 at 10:20 \(Europe\/Stockholm\): The keys came faster than/);
    expect(mail.text).toMatch(/Test 2, 22 November 2026 at 10:25 \(Europe\/Stockholm\): Many characters arrived together/);
    expect(mail.text).not.toContain('inhumanSpeed');
    expect(mail.text).toContain('send the invitation again under Invite applicants');
    expect(linksIn(mail.html).map((link) => link.href)).toContain('https://typetest.example/login');
  });

  it('given a Swedish company, then it says the same in Swedish', async () => {
    const mail = await renderMail('applicantLocked', locked, { ...context, language: 'sv' });

    expect(mail.subject).toBe('Testlänken för Grace Hopper är låst efter avvisade försök');
    expect(mail.text).toContain('För många försök av Grace Hopper (grace@example.com) på test 2 i ert skrivtest avvisades');
    expect(mail.text).toMatch(/Test 2, 22 november 2026 (kl\. )?10:20 \(Europe\/Stockholm\): Tangenttryckningarna kom snabbare än/);
    expect(mail.text).toContain('skickar du inbjudan igen under Bjud in kandidater');
  });
});

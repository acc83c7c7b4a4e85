import { describe, expect, it } from 'vitest';
import type { MailPayload } from '@typetest/events';
import { linksIn } from '../testing/mail-links.ts';
import { renderMail } from './render-mail.ts';

const context = { publicUrl: 'https://typetest.example', language: 'en' } as const;
const reminder: MailPayload<'applicantReminder'> = {
  companyName: 'Acme Logistics',
  fullName: 'Grace Hopper',
  textFolder: 'acme',
  linkCode: 'Fresh-code_3',
  deadline: '2026-11-30T22:59:59.999Z',
  timeZone: 'Europe/Stockholm',
};
const freshLink = 'https://typetest.example/acme?code=Fresh-code_3';

describe('the reminder mail', () => {
  it("given an applicant who has not finished, when the reminder is rendered, then the subject is the product's words with the company inside, sent for the company", async () => {
    const mail = await renderMail('applicantReminder', reminder, context);

    expect(mail.subject).toBe('Reminder: your typing test for Acme Logistics');
    expect(mail.onBehalfOf).toBe('Acme Logistics');
    expect(mail.text).toContain('Hello Grace Hopper,');
    expect(mail.text).toContain('You have not finished your typing test yet. This company invited you to it through Typetest:\n\nCompany: Acme Logistics\n');
  });

  it('then it says the link is new and earlier ones stop working once it is opened (not before: a test being typed goes on), and the button and the written-out link lead to the fresh link', async () => {
    const mail = await renderMail('applicantReminder', reminder, context);

    expect(mail.text).toContain('This reminder has a new link. Once you open it, any link you got earlier stops working.');
    expect(
      linksIn(mail.html)
        .filter((link) => link.href === freshLink)
        .map((link) => link.text),
    ).toEqual(['Start the typing test', freshLink]);
  });

  it("given a deadline, then it shows its last day in the company's time zone, named; without one, the link works until the tests are done", async () => {
    expect((await renderMail('applicantReminder', reminder, context)).text).toContain('The link works until the end of 30 November 2026 (Europe/Stockholm).');
    const late = await renderMail('applicantReminder', { ...reminder, deadline: '2026-11-30T23:30:00.000Z', timeZone: 'UTC' }, context);
    expect(late.text).toContain('The link works until the end of 30 November 2026 (UTC).');
    const none = await renderMail('applicantReminder', { ...reminder, deadline: null }, context);
    expect(none.text).toContain('The link works until you have finished all three tests.');
  });

  it('given a Swedish recipient, then it is written in Swedish, the day too', async () => {
    const mail = await renderMail('applicantReminder', reminder, { ...context, language: 'sv' });

    expect(mail.subject).toBe('Påminnelse: ditt skrivtest för Acme Logistics');
    expect(mail.text).toContain('Länken fungerar till och med 30 november 2026 (Europe/Stockholm).');
  });
});

describe('the invitation mail with a deadline', () => {
  it('given an invitation whose link has a deadline, then it shows the last day; one decided before deadlines reads as before', async () => {
    const invitation: MailPayload<'applicantInvitation'> = { ...reminder };
    expect((await renderMail('applicantInvitation', invitation, context)).text).toContain('The link works until the end of 30 November 2026 (Europe/Stockholm).');
    const { deadline: _, timeZone: __, ...before } = reminder;
    expect((await renderMail('applicantInvitation', before, context)).text).toContain('The link works until you have finished all three tests.');
  });
});

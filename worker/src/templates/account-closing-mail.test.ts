import { describe, expect, it } from 'vitest';
import type { MailPayload } from '@typetest/events';
import { linksIn } from '../testing/mail-links.ts';
import { renderMail } from './render-mail.ts';

const inEnglish = { publicUrl: 'https://typetest.example', language: 'en' } as const;
const inSwedish = { ...inEnglish, language: 'sv' } as const;
// Half past eleven at night in UTC is already the next day in Stockholm.
const requested: MailPayload<'accountClosingRequested'> = { companyName: 'Acme Logistics', closesAt: '2026-12-28T23:30:00.000Z', timeZone: 'Europe/Stockholm' };
const cancelled: MailPayload<'accountClosingCancelled'> = { companyName: 'Acme Logistics' };
const loginLinks = (html: string) =>
  linksIn(html)
    .filter((link) => link.href === 'https://typetest.example/login')
    .map((link) => link.text);

describe('the account closing mail', () => {
  it('given a company in Stockholm asked to close its account, when the mail is rendered, then it says the day it closes there, and what is erased then', async () => {
    const mail = await renderMail('accountClosingRequested', requested, inEnglish);

    expect(mail.subject).toBe('The account of Acme Logistics on Typetest is closing');
    expect(mail.text).toContain('You asked to close the Typetest account of Acme Logistics. It closes on 29 December 2026 (Europe/Stockholm).');
    expect(mail.text).not.toContain('28 December');
    expect(mail.text).toContain('names, e-mail addresses and keystroke logs) are erased for good, and you cannot log in again');
  });

  it('then it says how to cancel, with a link to the login page, and what to do if the company did not ask', async () => {
    const mail = await renderMail('accountClosingRequested', requested, inEnglish);

    expect(mail.text).toContain('log in and press "Cancel closing" in Account settings.');
    expect(loginLinks(mail.html)).toContain('Log in to Typetest');
    expect(mail.text).toContain('If you did not ask to close your account, someone else may be using it: log in, press "Cancel closing", then choose a new password');
  });

  it('given the company speaks Swedish, then the mail is in Swedish, with the day as Swedish writes it', async () => {
    const mail = await renderMail('accountClosingRequested', requested, inSwedish);

    expect(mail.subject).toBe('Kontot för Acme Logistics på Typetest avslutas');
    expect(mail.text).toContain('Det avslutas den 29 december 2026 (Europe/Stockholm).');
    expect(mail.text).toContain('tryck på ”Ångra avslutet” under Kontoinställningar');
    expect(loginLinks(mail.html)).toContain('Logga in på Typetest');
  });

  it('given a time zone this runtime does not know, then the day in UTC, said so, rather than no mail', async () => {
    const mail = await renderMail('accountClosingRequested', { ...requested, timeZone: 'Mars/Olympus_Mons' }, inEnglish);

    expect(mail.text).toContain('It closes on 28 December 2026 (UTC).');
  });

  it('given a company name with markup, then the HTML shows it as text', async () => {
    const mail = await renderMail('accountClosingRequested', { ...requested, companyName: '<script>alert(1)</script>' }, inEnglish);

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('account of &lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('the closing cancelled mail', () => {
  it('given the company cancelled the closing, when the mail is rendered, then it says the account stays open, in English and in Swedish', async () => {
    const english = await renderMail('accountClosingCancelled', cancelled, inEnglish);
    const swedish = await renderMail('accountClosingCancelled', cancelled, inSwedish);

    expect(english.subject).toBe('The account of Acme Logistics on Typetest stays open');
    expect(english.text).toContain('The closing of the Typetest account of Acme Logistics is cancelled. Your account stays open, and nothing is erased.');
    expect(swedish.subject).toBe('Kontot för Acme Logistics på Typetest fortsätter att vara öppet');
    expect(swedish.text).toContain('Avslutet av Typetest-kontot för Acme Logistics är ångrat.');
  });
});

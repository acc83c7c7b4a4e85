import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { finishTestApplicant, inviteTestApplicant, newTestCode, resendTestInvitation } from './testing/applicant-mails.ts';
import { registerTestCompany } from './testing/company-mails.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { addressesOf } from '@typetest/platform/testing';
import { waitUntil } from './testing/wait-until.ts';

let harness: MailHarness;
beforeAll(async () => {
  harness = await startMailHarness({ env: { PUBLIC_URL: 'https://typetest.example' } });
  await harness.startWorker();
});
afterAll(async () => {
  await harness?.close();
});

const mailTo = (recipient: string, subject: string) => harness.smtp.waitForMail((mail) => mail.subject === subject && addressesOf(mail.to).includes(recipient));

const sent = (id: string | undefined) => waitUntil(`mail ${id} is sent`, async () => id !== undefined && (await harness.outboxMail(id)).status === 'sent');

/** The link is in the plain text in full, and behind the HTML's button and written-out link (its `&` escaped). */
function expectLink(mail: ParsedMail, link: string) {
  expect(mail.text).toContain(link);
  expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
}

const testLink = (textFolder: string, code: string) => `https://typetest.example/${textFolder}?code=${encodeURIComponent(code)}`;

describe('applicant mails through the real sender', () => {
  it('given a company invites an applicant, then the applicant gets the invitation with their personal link', async () => {
    const { company } = await registerTestCompany(harness.db, 'invite');
    const code = newTestCode();

    const { mailIds } = await inviteTestApplicant(harness.db, company, { email: 'grace.invite@example.com', fullName: 'Grace Hopper' }, code);

    expect(mailIds).toHaveLength(1);
    const mail = await mailTo('grace.invite@example.com', 'Invitation to a typing test from Acme invite');
    expectLink(mail, testLink(company.textFolder, code));
    expect(mail.text).toContain('Hello Grace Hopper,');
    expect(mail.text).toContain('The link works until you have finished all three tests.');
    // Whom to ask: the company, named in the text, and a reply reaches it.
    expect(mail.from?.value[0]?.name).toBe('Acme invite via Typetest');
    expect(mail.replyTo?.value).toEqual([{ address: 'invite@acme.example', name: '' }]);
    expect(mail.text).toContain('Reply to this e-mail or write to invite@acme.example: it reaches the company, not Typetest.');
    await sent(mailIds[0]);
  });

  it('given a company whose name holds a URL and an address, then the received invitation is from the product for it, and neither part holds them as something a mail client would link', async () => {
    const { company } = await registerTestCompany(harness.db, 'Unlock at https://evil.example/login or mail help@evil.example');
    const code = newTestCode();
    await inviteTestApplicant(harness.db, company, { email: 'grace.unlinkable@example.com', fullName: 'Grace Hopper' }, code);

    const mail = await mailTo('grace.unlinkable@example.com', `Invitation to a typing test from ${company.companyName}`);
    // The sender's name: the product's first, the company's inside it (cut to 40 characters), at MAIL_FROM's address.
    const from = mail.from?.value[0];
    expect(from?.address).toBe('no-reply@typetest.localhost');
    expect(from?.name.replaceAll('\u2060', '')).toBe('Acme Unlock at https://evil.example/log… via Typetest');
    for (const part of [mail.text ?? '', typeof mail.html === 'string' ? mail.html : '', from?.name ?? '']) {
      expect(part).not.toContain('https://evil');
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('help@evil');
    }
    // Read the same: the company's name as data, on a line of its own.
    expect((mail.text ?? '').replaceAll('\u2060', '')).toContain(`Company: ${company.companyName}\n`);
    expectLink(mail, testLink(company.textFolder, code));
  });

  it('given a company sends an invitation again, then the applicant gets the new link, told the earlier one no longer works', async () => {
    const { company } = await registerTestCompany(harness.db, 'resend');
    const firstCode = newTestCode();
    const { applicant } = await inviteTestApplicant(harness.db, company, { email: 'grace.resend@example.com', fullName: 'Grace Hopper' }, firstCode);
    const newCode = newTestCode();

    const mailIds = await resendTestInvitation(harness.db, company, applicant, newCode);

    expect(mailIds).toHaveLength(1);
    const mail = await mailTo('grace.resend@example.com', 'Your new link to the typing test of Acme resend');
    expectLink(mail, testLink(company.textFolder, newCode));
    expect(mail.text).not.toContain(firstCode);
    expect(mail.text).toContain('any link you got earlier no longer works');
    await sent(mailIds[0]);
  });

  it('given an applicant finishes the third test, then the company results address gets the result, the standing, the integrity report and the way to the result page', async () => {
    const { company } = await registerTestCompany(harness.db, 'results');
    const { applicant } = await inviteTestApplicant(harness.db, company, { email: 'grace.results@example.com', fullName: 'Grace Hopper' }, newTestCode());
    await mailTo('grace.results@example.com', 'Invitation to a typing test from Acme results');

    const mailIds = await finishTestApplicant(
      harness.db,
      company,
      applicant,
      {
        wpm: 62,
        accuracy: 97,
        stages: [
          { stage: 1, wpm: 58, accuracy: 96 },
          { stage: 2, wpm: 63, accuracy: 97 },
          { stage: 3, wpm: 65, accuracy: 98 },
        ],
        flags: ['evenIntervals'],
      },
      { fasterThan: 4, outOf: 6 },
      {
        company: { timeZone: 'America/New_York', minimumWpm: 60, minimumAccuracy: 95 },
        integrity: { refusals: [{ stage: 2, reason: 'inhumanSpeed', at: '2026-11-22T15:04:00.000Z' }], restarts: [{ stage: 1, at: '2026-11-22T15:00:00.000Z' }], locks: [] },
      },
    );

    expect(mailIds).toHaveLength(1);
    // Flagged, so never a plain pass (events/src/applicant/second-look.ts): it needs review, the pass mark's verdict beside.
    const mail = await mailTo('results@acme.example', 'Grace Hopper: 62 WPM, 97% accuracy, needs review');
    expect(mail.text).toContain('E-mail: grace.results@example.com');
    expect(mail.text).toContain('Your pass mark: at least 60 WPM and 95% accuracy');
    expect(mail.text).toContain('Needs review: see how the tests were taken below. By the pass mark alone: Passed.');
    expect(mail.text).toMatch(/Test 3\/3 +65 +98%/);
    expect(mail.text).toContain('Grace Hopper types faster than about');
    expect(mail.text).toContain('typed faster than 4 of the 6 who finished before');
    // The refusal at 15:04 UTC, said in the company's New York time.
    expect(mail.text).toMatch(/Test 2, 22 November 2026 at 10:04 \(America\/New_York\): \S/);
    expect(mail.text).toContain('Tests started again from the beginning (the page was reloaded mid-test): 1.');
    expectLink(mail, `https://typetest.example/login?result=${applicant.applicantId}`);
    await sent(mailIds[0]);
  });
});

describe("a Swedish company's mails through the real sender", () => {
  it('given a company that speaks Swedish, then its welcome mail, its applicant\'s invitation and its results mail arrive in Swedish, `lang="sv"`, figures the Swedish way', async () => {
    const { company } = await registerTestCompany(harness.db, 'svenska', 'sv');

    const welcome = await mailTo('svenska@acme.example', 'Välkommen till Typetest, Acme svenska');
    expect(welcome.html).toContain('lang="sv"');
    expect(welcome.text).not.toContain('Welcome');

    const code = newTestCode();
    const { applicant } = await inviteTestApplicant(harness.db, company, { email: 'greta.svenska@example.com', fullName: 'Greta Garbo' }, code);
    const invitation = await mailTo('greta.svenska@example.com', 'Inbjudan till ett skrivtest från Acme svenska');
    expect(invitation.html).toContain('lang="sv"');
    expect(invitation.text).toContain(`https://typetest.example/${company.textFolder}?code=${encodeURIComponent(code)}`);
    expect(invitation.text).toContain('Du är inbjuden att göra ett skrivtest.');

    await finishTestApplicant(
      harness.db,
      company,
      applicant,
      {
        wpm: 62,
        accuracy: 97,
        stages: [
          { stage: 1, wpm: 58, accuracy: 96 },
          { stage: 2, wpm: 63, accuracy: 97 },
          { stage: 3, wpm: 65, accuracy: 98 },
        ],
        flags: [],
      },
      { fasterThan: 0, outOf: 0 },
      { company: { timeZone: 'Europe/Stockholm' } },
    );
    const results = await mailTo('svenska@acme.example', 'Greta Garbo: 62 ord/min, 97 % träffsäkerhet');
    expect(results.html).toContain('lang="sv"');
    expect(results.text).toContain('Greta Garbo har gjort klart alla tre testen i ditt skrivtest.');
    expect(results.text).toContain('ett medelvärde på 51,56 ord/min och en standardavvikelse på 20,20 ord/min.');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { finishTestApplicant, inviteTestApplicant, newTestCode, resendTestInvitation } from './testing/applicant-mails.ts';
import { registerTestCompany } from './testing/company-mails.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { addressesOf } from './testing/smtp-server.ts';
import { waitUntil } from './testing/wait-until.ts';

let harness: MailHarness;
beforeAll(async () => {
  harness = await startMailHarness({ env: { PUBLIC_URL: 'https://typetest.example' } });
  await harness.startWorker();
});
afterAll(async () => {
  await harness?.close();
});


const mailTo = (recipient: string, subject: string) =>
  harness.smtp.waitForMail((mail) => mail.subject === subject && addressesOf(mail.to).includes(recipient));

const sent = (id: string | undefined) =>
  waitUntil(`mail ${id} is sent`, async () => id !== undefined && (await harness.outboxMail(id)).status === 'sent');

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
    const mail = await mailTo('grace.invite@example.com', 'Acme invite invites you to a typing test');
    expectLink(mail, testLink(company.textFolder, code));
    expect(mail.text).toContain('Hello Grace Hopper,');
    expect(mail.text).toContain('The link works until you have finished all three tests.');
    await sent(mailIds[0]);
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

  it('given an applicant finishes the third test, then the company results address gets the result, the standing and the way to the history', async () => {
    const { company } = await registerTestCompany(harness.db, 'results');
    const { applicant } = await inviteTestApplicant(harness.db, company, { email: 'grace.results@example.com', fullName: 'Grace Hopper' }, newTestCode());
    await mailTo('grace.results@example.com', 'Acme results invites you to a typing test');

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
      { fasterThan: 2, outOf: 3 },
    );

    expect(mailIds).toHaveLength(1);
    const mail = await mailTo('results@acme.example', 'Typing test results: Grace Hopper');
    expect(mail.text).toContain('E-mail: grace.results@example.com');
    expect(mail.text).toContain('Result: 62 WPM, 97% accuracy');
    expect(mail.text).toMatch(/Test 3\/3 +65 +98%/);
    // 62 WPM against a mean of 51.56 and a standard deviation of 20.20: about 70% are slower.
    expect(mail.text).toContain('Grace Hopper types faster than about 70% of typists in general.');
    expect(mail.text).toContain('typed faster than 2 of the 3 who finished before');
    expect(mail.text).toContain('unusually even intervals');
    expectLink(mail, 'https://typetest.example/login');
    await sent(mailIds[0]);
  });
});

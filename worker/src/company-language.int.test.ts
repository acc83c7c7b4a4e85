import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishTestApplicant, inviteTestApplicant, newTestCode } from './testing/applicant-mails.ts';
import { registerTestCompany } from './testing/company-mails.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { addressesOf } from './testing/smtp-server.ts';

let harness: MailHarness;
beforeAll(async () => {
  harness = await startMailHarness({ env: { PUBLIC_URL: 'https://typetest.example' } });
  await harness.startWorker();
});
afterAll(async () => {
  await harness?.close();
});

const mailTo = (recipient: string, subject: string) => harness.smtp.waitForMail((mail) => mail.subject === subject && addressesOf(mail.to).includes(recipient));

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

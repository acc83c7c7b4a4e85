import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantLinkSecrets,
  applicantMails,
  applicantQueries,
  applicantStream,
  changeSettings,
  companyQueries,
  inviteApplicants,
  replayProjections,
  runCompanyCommand,
  secretHash,
  type DomainEvent,
} from '@typetest/events';
import { commitStreams } from '@typetest/events/store';
import type { ParsedMail } from 'mailparser';
import { registerTestCompany, type TestCompany } from './testing/company-mails.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { addressesOf } from '@typetest/platform/testing';
import { waitUntil } from './testing/wait-until.ts';

/** The automatic reminder is due 1.8 s after the last link, and two workers look for due ones five times a second. */
let harness: MailHarness;
beforeAll(async () => {
  harness = await startMailHarness({ env: { PUBLIC_URL: 'https://typetest.example', REMINDER_AFTER_HOURS: '0.0005', REMINDER_CHECK_SECONDS: '0.2' } });
  await harness.startWorker();
  await harness.startWorker();
});
afterAll(async () => {
  await harness?.close();
});

/**
 * Invites applicants as the api does: events, read rows, link hashes and invitation mails in one
 * commit. Returns each one's link code. `typing`: in the same commit each opened their link and
 * typed the first key of test 1, as the page says it (StageIssued, StageStarted).
 */
async function invite(company: TestCompany, emails: readonly string[], { typing = false } = {}) {
  const inviting = await applicantQueries.invitingCompanyAndLogin(harness.db, company.companyId);
  const events = inviteApplicants(
    company.companyId,
    emails.map((email) => ({ applicantId: randomUUID(), email, fullName: `Applicant ${email}` })),
    null,
  );
  const links = applicantLinkSecrets(events);
  const begun = ({ data: { applicantId, companyId } }: (typeof events)[number]): DomainEvent[] => [
    { type: 'StageIssued', data: { applicantId, companyId, stage: 1, text: 'Hello there' } },
    { type: 'StageStarted', data: { applicantId, companyId, stage: 1 } },
  ];
  await commitStreams(harness.db, {
    streams: events.map((event) => ({ streamId: applicantStream(event.data.applicantId), expectedVersion: 0, events: [event, ...(typing ? begun(event) : [])] })),
    metadata: { actor: `company:${company.companyId}` },
    writeSecrets: (trx) => links.write(trx),
    mails: (recorded) => applicantMails(recorded, { company: inviting, linkCodes: links.linkCodes }),
  });
  return events.map((event) => ({ email: event.data.email, linkCode: links.linkCodes[event.data.applicantId]! }));
}

const reminderSubject = (company: TestCompany) => `Reminder: your typing test for ${company.companyName}`;
const remindersTo = (email: string, company: TestCompany): ParsedMail[] =>
  harness.smtp.mails.filter((mail) => mail.subject === reminderSubject(company) && addressesOf(mail.to).includes(email));
const linkWorks = async (company: TestCompany, linkCode: string) =>
  (await applicantQueries.findLinkedApplicant(harness.db, company.textFolder, secretHash(linkCode))) !== undefined;
const codeInMail = (mail: ParsedMail) => {
  const code = /\?code=([\w-]+)/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error('The reminder has no link');
  return decodeURIComponent(code);
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the automatic reminder, with two workers running', () => {
  it('given applicants who have not finished, then each gets exactly one reminder mail with a fresh link; the old link works until the new one is first used; a replay sends nothing', async () => {
    const { company } = await registerTestCompany(harness.db, 'remind');
    const applicants = await invite(company, ['ada.remind@example.com', 'alan.remind@example.com', 'grace.remind@example.com']);

    await waitUntil('every applicant has a reminder', async () => applicants.every(({ email }) => remindersTo(email, company).length > 0), 20_000);
    // Many more rounds of both workers: still one each.
    await pause(2_000);
    for (const { email, linkCode } of applicants) {
      const reminders = remindersTo(email, company);
      expect(reminders, email).toHaveLength(1);
      const freshCode = codeInMail(reminders[0]!);
      expect(freshCode).not.toBe(linkCode);
      expect(await linkWorks(company, linkCode)).toBe(true);
      expect(await linkWorks(company, freshCode)).toBe(true);
      await applicantQueries.recordFirstUse(harness.db, secretHash(freshCode));
      expect(await linkWorks(company, linkCode)).toBe(false);
      expect(await linkWorks(company, freshCode)).toBe(true);
    }
    const reminded = await harness.db.selectFrom('events').select('data').where('event_type', '=', 'ReminderSent').execute();
    expect(reminded.filter((event) => JSON.stringify(event.data).includes('"automatic":true'))).toHaveLength(3);

    const rowsBefore = await harness.db.selectFrom('applicants').selectAll().orderBy('applicant_id').execute();
    const mailsBefore = await harness.db.selectFrom('mail_outbox').select('id').execute();
    const receivedBefore = harness.smtp.mails.length;
    await replayProjections(harness.db);
    await pause(1_500);
    expect(await harness.db.selectFrom('applicants').selectAll().orderBy('applicant_id').execute()).toEqual(rowsBefore);
    expect(await harness.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(mailsBefore.length);
    expect(harness.smtp.mails.length).toBe(receivedBefore);
  });

  it('given an applicant who has typed the first key of test 1 (and may be typing now), then they get no reminder, while one invited after them who has not begun gets theirs', async () => {
    const { company } = await registerTestCompany(harness.db, 'typing');
    const [typing] = await invite(company, ['ada.typing@example.com'], { typing: true });
    const [idle] = await invite(company, ['alan.idle@example.com']);

    // The schedule takes the oldest link first: by the time the later applicant has theirs, the earlier was looked at.
    await waitUntil('the applicant who has not begun has a reminder', async () => remindersTo(idle!.email, company).length > 0, 20_000);
    expect(remindersTo(typing!.email, company)).toEqual([]);
    expect(await linkWorks(company, typing!.linkCode)).toBe(true);
  });

  it('given a company that turned automatic reminders off, then its applicants get none', async () => {
    const { company } = await registerTestCompany(harness.db, 'quiet');
    const current = await companyQueries.findCompany(harness.db, company.companyId);
    await runCompanyCommand(harness.db, {
      companyId: company.companyId,
      metadata: { actor: `company:${company.companyId}` },
      operatorEmail: harness.config.OPERATOR_EMAIL,
      decide: (state) => changeSettings(state, { ...current!, automaticReminders: false }),
    });
    const [applicant] = await invite(company, ['ada.quiet@example.com']);

    await pause(3_000);
    expect(remindersTo(applicant!.email, company)).toEqual([]);
    expect(await linkWorks(company, applicant!.linkCode)).toBe(true);
  });
});

import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { retryFailedMails } from '@typetest/events';
import { inviteTestApplicant, newTestCode, resendTestInvitation } from './testing/applicant-mails.ts';
import { commitCompanyMail, registerTestCompany, type TestCompany } from './testing/company-mails.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { addressesOf } from '@typetest/platform/testing';
import { waitUntil } from './testing/wait-until.ts';

/**
 * A mail's plain codes (one-time codes, applicant links) live in its outbox row only until it is
 * sent: the commit that records it sent removes them (docs/decisions/0002-outbox-row-carries-payload.md). These tests send
 * mails through the real worker and look at the whole row afterwards.
 */

let harness: MailHarness;
beforeAll(async () => {
  harness = await startMailHarness({ env: { PUBLIC_URL: 'https://typetest.example' } });
  await harness.startWorker();
});
afterAll(async () => {
  await harness?.close();
});

const mailsTo = (recipient: string) => harness.smtp.mails.filter((mail) => addressesOf(mail.to).includes(recipient));

/** The outbox row as anyone who reads the database sees it: every column. */
const outboxRow = async (id: string) => harness.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The Message-ID's start of an outbox mail: every attempt at it carries `<event id.kind@host>`. */
const messageIdOf = async (id: string) => {
  const row = await outboxRow(id);
  return `<${row.event_id}.${row.kind}@`;
};
/** The copies of outbox mail `id` the SMTP server received. */
const receivedCopies = async (id: string) => {
  const messageId = await messageIdOf(id);
  return harness.smtp.mails.filter((mail) => (mail.messageId ?? '').startsWith(messageId));
};
/** The first copy of outbox mail `id` the SMTP server receives. */
const received = async (id: string) => {
  const messageId = await messageIdOf(id);
  return harness.smtp.waitForMail((mail) => (mail.messageId ?? '').startsWith(messageId));
};
const rowHolds = async (id: string, secret: string) => JSON.stringify(await outboxRow(id)).includes(secret);

const outboxStatus = (id: string, status: string) =>
  waitUntil(`mail ${id} is ${status}`, async () => {
    const row = await outboxRow(id);
    return row.status === status && row;
  });

/** The link is in the plain text in full, and behind the HTML's button (its `&` escaped). */
function expectLink(mail: ParsedMail, link: string) {
  expect(mail.text).toContain(link);
  expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
}

const applicantLink = (company: TestCompany, code: string) => `https://typetest.example/${company.textFolder}?code=${code}`;

/** A registered company whose welcome mail is out of the way (sent), so it meets no SMTP refusal meant for another mail. */
async function givenCompany(marker: string): Promise<TestCompany> {
  const { company, welcomeId } = await registerTestCompany(harness.db, marker);
  await outboxStatus(welcomeId, 'sent');
  return company;
}

const passwordReset = (company: TestCompany, resetCode: string) =>
  commitCompanyMail(
    harness.db,
    company,
    { type: 'PasswordResetRequested', data: { companyId: company.companyId, email: company.loginEmail } },
    { kind: 'passwordReset', recipient: company.loginEmail, payload: { companyName: company.companyName, email: company.loginEmail, resetCode } },
  );

describe('a sent mail keeps no secret', () => {
  it('given a password reset mail in the outbox, when the worker sends it, then the mail has the reset link and the row holds the code nowhere, with its kind, recipient and other fields kept', async () => {
    const company = await givenCompany('reset-secret');
    const code = newTestCode();

    const id = await passwordReset(company, code);
    expect(await rowHolds(id, code)).toBe(true);

    const mail = await received(id);
    expectLink(mail, `https://typetest.example/login?fpc=${code}`);
    const row = await outboxStatus(id, 'sent');
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row).toMatchObject({ kind: 'passwordReset', recipient: company.loginEmail, attempts: 1, sent_at: expect.any(Date) });
    expect(row.payload).toEqual({ companyName: company.companyName, email: company.loginEmail, resetCode: null, language: 'en' });
  });

  it('given an invitation mail in the outbox, when the worker sends it, then the applicant has their link and the row holds the code nowhere, with its kind, recipient and other fields kept', async () => {
    const company = await givenCompany('invite-secret');
    const code = newTestCode();

    const {
      mailIds: [id = ''],
    } = await inviteTestApplicant(harness.db, company, { email: 'grace.secret@example.com', fullName: 'Grace Hopper' }, code);
    expect(await rowHolds(id, code)).toBe(true);

    const mail = await received(id);
    expectLink(mail, applicantLink(company, code));
    const row = await outboxStatus(id, 'sent');
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row).toMatchObject({ kind: 'applicantInvitation', recipient: 'grace.secret@example.com' });
    expect(row.payload).toEqual({
      companyName: company.companyName,
      contactEmail: company.loginEmail,
      fullName: 'Grace Hopper',
      textFolder: company.textFolder,
      linkCode: null,
      deadline: null,
      timeZone: 'UTC',
      language: 'en',
    });
  });

  it('given an invitation stored before the link code was named linkCode (as applicantCode), when the worker sends it, then the applicant has that link and the row holds the code nowhere', async () => {
    const company = await givenCompany('earlier-name');
    const {
      applicant,
      mailIds: [invitedId = ''],
    } = await inviteTestApplicant(harness.db, company, { email: 'ada.earlier-name@example.com', fullName: 'Ada Lovelace' }, newTestCode());
    await outboxStatus(invitedId, 'sent');
    const code = newTestCode();
    const { event_id } = await outboxRow(invitedId);
    const { id } = await harness.db
      .insertInto('mail_outbox')
      .values({
        event_id,
        kind: 'invitationResent',
        recipient: applicant.email,
        reply_to: null,
        payload: JSON.stringify({ companyName: company.companyName, fullName: 'Ada Lovelace', textFolder: company.textFolder, applicantCode: code }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    expectLink(await received(id), applicantLink(company, code));
    const row = await outboxStatus(id, 'sent');
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.payload).toEqual({ companyName: company.companyName, fullName: 'Ada Lovelace', textFolder: company.textFolder, applicantCode: null });
  });

  it('given every other kind of mail with a code (welcome, verification, recovery, invitation sent again), when sent, then none keeps its code', async () => {
    const { company, welcomeId } = await registerTestCompany(harness.db, 'every-kind');
    const [verifyCode, recoverCode, firstLink, newLink] = [newTestCode(), newTestCode(), newTestCode(), newTestCode()];
    const verificationId = await commitCompanyMail(
      harness.db,
      company,
      { type: 'EmailVerificationRequested', data: { companyId: company.companyId, email: company.loginEmail } },
      { kind: 'emailVerification', recipient: company.loginEmail, payload: { companyName: company.companyName, email: company.loginEmail, verifyCode } },
    );
    const recoveryId = await commitCompanyMail(
      harness.db,
      company,
      {
        type: 'LoginEmailChanged',
        data: { companyId: company.companyId, previousEmail: company.loginEmail, loginEmail: 'new.every-kind@acme.example', reason: 'changedInSettings' },
      },
      {
        kind: 'loginEmailChanged',
        recipient: company.loginEmail,
        payload: { companyName: company.companyName, previousEmail: company.loginEmail, loginEmail: 'new.every-kind@acme.example', recoverCode },
      },
    );
    const { applicant } = await inviteTestApplicant(harness.db, company, { email: 'ada.every-kind@example.com', fullName: 'Ada Lovelace' }, firstLink);
    const [resentId = ''] = await resendTestInvitation(harness.db, company, applicant, newLink);

    for (const [id, kind, secret] of [
      [welcomeId, 'companyWelcome', 'welcome-every-kind'],
      [verificationId, 'emailVerification', verifyCode],
      [recoveryId, 'loginEmailChanged', recoverCode],
      [resentId, 'invitationResent', newLink],
    ] as const) {
      expect((await received(id)).text, kind).toContain(secret);
      const row = await outboxStatus(id, 'sent');
      expect(row.kind).toBe(kind);
      expect(JSON.stringify(row), kind).not.toContain(secret);
    }
  });

  it('given the SMTP server says "try later" once, then the row keeps the code for the next attempt, which sends the same link and removes it', async () => {
    const company = await givenCompany('retry-secret');
    const code = newTestCode();
    harness.smtp.refuseNext(1, 451);

    const id = await passwordReset(company, code);

    await waitUntil('the failed attempt is recorded', async () => (await outboxRow(id)).attempts === 1);
    // The attempt's `sent` mark, and the removal with it, were rolled back with the failed send.
    expect(await outboxRow(id)).toMatchObject({ status: 'queued', payload: { resetCode: code } });

    const mail = await received(id);
    expectLink(mail, `https://typetest.example/login?fpc=${code}`);
    expect(JSON.stringify(await outboxStatus(id, 'sent'))).not.toContain(code);
  });

  it('given an invitation the SMTP server refused for good, then the failed row keeps the link, and `mail:retry` sends it with that link and then removes it', async () => {
    const company = await givenCompany('failed-secret');
    const code = newTestCode();
    harness.smtp.refuseNext(1, 550);

    const {
      mailIds: [id = ''],
    } = await inviteTestApplicant(harness.db, company, { email: 'alan.failed@example.com', fullName: 'Alan Turing' }, code);

    const failed = await outboxStatus(id, 'failed');
    expect(failed.last_error).toContain('550');
    expect(failed.payload).toEqual({
      companyName: company.companyName,
      contactEmail: company.loginEmail,
      fullName: 'Alan Turing',
      textFolder: company.textFolder,
      linkCode: code,
      deadline: null,
      timeZone: 'UTC',
      language: 'en',
    });
    await harness.waitForQueueIdle();
    expect(mailsTo('alan.failed@example.com')).toHaveLength(0);

    // What `npm run ops -- mail:retry <id>` does.
    expect(await retryFailedMails(harness.db, { ids: [id] })).toEqual([id]);

    const mail = await received(id);
    expectLink(mail, applicantLink(company, code));
    const sent = await outboxStatus(id, 'sent');
    expect(JSON.stringify(sent)).not.toContain(code);
    expect(sent).toMatchObject({ kind: 'applicantInvitation', recipient: 'alan.failed@example.com', payload: { fullName: 'Alan Turing', linkCode: null } });
  });

  it("given Postgres drops the sender's connection after the SMTP server has the mail, then the removal is rolled back with the `sent` mark, and the mail goes out again with the same link", async () => {
    const company = await givenCompany('lost-secret');
    const code = newTestCode();
    harness.smtp.delayNext(1, 1000);

    const id = await passwordReset(company, code);
    await waitUntil('the server holds the mail', async () => harness.smtp.heldAnswers() === 1);
    const {
      rows: [sender],
    } = await sql<{ pid: number }>`
      SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND state = 'idle in transaction' AND pid <> pg_backend_pid()
    `.execute(harness.db);
    if (!sender) throw new Error('No sender transaction is open');
    // Not committed yet: everyone else still sees the row unsent, code and all.
    expect(await outboxRow(id)).toMatchObject({ status: 'queued', payload: { resetCode: code } });

    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await sql`SELECT pg_terminate_backend(${sender.pid})`.execute(harness.db);

    await waitUntil('the mail arrived twice', async () => (await receivedCopies(id)).length === 2);
    for (const mail of await receivedCopies(id)) expectLink(mail, `https://typetest.example/login?fpc=${code}`);
    const row = await outboxStatus(id, 'sent');
    expect(JSON.stringify(row)).not.toContain(code);
    await harness.waitForQueueIdle();
    warnings.mockRestore();
  });
});

import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSecrets, type MailStatus } from '@typetest/events';
import { createTestDatabase, type TestDatabase } from '@typetest/events/testing';
import { inviteTestApplicant, newTestCode, resendTestInvitation } from './testing/applicant-mails.ts';
import { commitCompanyMail, registerTestCompany } from './testing/company-mails.ts';

/**
 * Migration 0006 removes the codes of mails sent before the sender started removing them itself
 * (docs/decisions/0002-outbox-row-carries-payload.md). No worker runs here: the rows are put in each state by hand.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const migration = () => readFile(new URL('../../migrations/sql/0006_sent_mail_secrets.sql', import.meta.url), 'utf8');
const row = (id: string) => database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const markAs = (status: MailStatus, ids: string[]) => database.db.updateTable('mail_outbox').set({ status }).where('id', 'in', ids).execute();

describe('mails sent before sent mails lost their codes', () => {
  it('given sent, failed and pending mails of every kind with a code, when migration 0006 runs, then only the sent ones lose their codes, and nothing else', async () => {
    const db = database.db;
    // One mail of each kind with a code, sent; and copies of two of them failed and pending.
    const { company, welcomeId } = await registerTestCompany(db, 'migrated');
    const codes = {
      verify: newTestCode(),
      reset: newTestCode(),
      recover: newTestCode(),
      invite: newTestCode(),
      resend: newTestCode(),
      failed: newTestCode(),
      pending: newTestCode(),
    };
    const resetMail = (resetCode: string) =>
      commitCompanyMail(
        db,
        company,
        { type: 'PasswordResetRequested', data: { companyId: company.companyId, email: company.loginEmail } },
        { kind: 'passwordReset', recipient: company.loginEmail, payload: { companyName: company.companyName, email: company.loginEmail, resetCode } },
      );
    const verificationId = await commitCompanyMail(
      db,
      company,
      { type: 'EmailVerificationRequested', data: { companyId: company.companyId, email: company.loginEmail } },
      { kind: 'emailVerification', recipient: company.loginEmail, payload: { companyName: company.companyName, email: company.loginEmail, verifyCode: codes.verify } },
    );
    const resetId = await resetMail(codes.reset);
    const recoveryId = await commitCompanyMail(
      db,
      company,
      {
        type: 'LoginEmailChanged',
        data: { companyId: company.companyId, previousEmail: company.loginEmail, loginEmail: 'new.migrated@acme.example', reason: 'changedInSettings' },
      },
      {
        kind: 'loginEmailChanged',
        recipient: company.loginEmail,
        payload: { companyName: company.companyName, previousEmail: company.loginEmail, loginEmail: 'new.migrated@acme.example', recoverCode: codes.recover },
      },
    );
    const {
      applicant,
      mailIds: [invitationId = ''],
    } = await inviteTestApplicant(db, company, { email: 'ada.migrated@example.com', fullName: 'Ada Lovelace' }, codes.invite);
    const [resentId = ''] = await resendTestInvitation(db, company, applicant, codes.resend);
    const failedId = await resetMail(codes.failed);
    const pendingId = await resetMail(codes.pending);
    const sent = {
      [welcomeId]: 'welcome-migrated',
      [verificationId]: codes.verify,
      [resetId]: codes.reset,
      [recoveryId]: codes.recover,
      [invitationId]: codes.invite,
      [resentId]: codes.resend,
    };
    // The rows as they were when 0006 ran: the link code was then named applicantCode in the payload.
    await sql`update mail_outbox set payload = (payload - 'linkCode') || jsonb_build_object('applicantCode', payload -> 'linkCode') where payload ? 'linkCode'`.execute(db);
    await markAs('sent', Object.keys(sent));
    await markAs('failed', [failedId]);
    const before = await db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(new Set(before.filter((mail) => mail.status === 'sent').map((mail) => mail.kind))).toEqual(
      new Set(
        Object.entries(mailSecrets)
          // Reminders came after migration 0006: it never met one.
          .filter(([kind, fields]) => fields.length > 0 && kind !== 'applicantReminder')
          .map(([kind]) => kind),
      ),
    );

    await sql.raw(await migration()).execute(db);

    for (const [id, code] of Object.entries(sent)) {
      const after = await row(id);
      expect(JSON.stringify(after), after.kind).not.toContain(code);
      // Only the code changed: the rest of the row, and of its payload, is as it was.
      const original = before.find((mail) => mail.id === id)!;
      const codeFields = Object.fromEntries(Object.entries(original.payload as Record<string, unknown>).map(([field, value]) => [field, value === code ? null : value]));
      expect(after).toEqual({ ...original, payload: codeFields });
    }
    expect((await row(failedId)).payload).toMatchObject({ resetCode: codes.failed });
    expect((await row(pendingId)).payload).toMatchObject({ resetCode: codes.pending });
  });
});

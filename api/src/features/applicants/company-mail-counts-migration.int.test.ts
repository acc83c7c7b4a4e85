import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyStream, type CompanyView } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { codeInMail, companyEvents, givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantRow, applicantTestEnv, givenInvited } from './given-applicants.ts';

/**
 * Migration 0014 names the company of every mail from before it, and counts what each company
 * still unverified had used of its allowance as decision 0023 counted it (since its login e-mail
 * last changed), new links and reminders by hand included, its own addresses not
 * (docs/decisions/0044-mails-a-company-may-cause.md).
 */

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
beforeAll(() => {
  app = api.app(applicantTestEnv);
});

const migration = () => readFile(new URL('../../../../migrations/sql/0014_company_mail_counts.sql', import.meta.url), 'utf8');
const outbox = () => api.db.selectFrom('mail_outbox').select(['id', 'company_id', 'unverified_allowance']).orderBy('id').execute();
const allowance = async (company: RegisteredCompany) =>
  (await post<{ unverifiedAllowance: unknown }>(app, '/db/getapplicantcodeswithnames', {}, company.accessToken)).body.unverifiedAllowance;

/**
 * A company's registration as the log held it when migration 0014 ran: plain, before migration
 * 0033 sealed companies' contact data (docs/decisions/0068-closing-an-account.md); 0014 reads its addresses.
 */
async function registrationAsBeforeSealing(company: RegisteredCompany) {
  const [registered] = await companyEvents(api.db, company.companyId);
  // The one way an event's data may change (migration 0026): inside a transaction that says it is sealing.
  await api.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL typetest.sealing = 'on'`.execute(trx);
    await sql`UPDATE events SET data = ${JSON.stringify(registered!.data)}::jsonb WHERE stream_id = ${companyStream(company.companyId)} AND stream_version = 1`.execute(trx);
  });
}

async function changeLoginEmail(company: RegisteredCompany, loginEmail: string) {
  const view = (await post(app, '/db/getCompanyFromToken', {}, company.accessToken)).body.data as CompanyView;
  const { companyId: _, isDefaultCb: __, emailVerified: ___, ...settings } = view;
  expect((await post(app, '/db/editCompany', { accountSettings: { ...settings, loginEmail }, currentPassword: company.password }, company.accessToken)).status).toBe(200);
}

describe('migration 0014', () => {
  it('given mails from before it, when it runs, then each names its company, and an unverified company has used what it sent others since its login e-mail last changed', async () => {
    // Unverified: two strangers, itself, a new link and a reminder to one stranger: 4 to others.
    const unverified = await givenSignedInCompany(app);
    const rows = [applicantRow(), applicantRow(), { fullName: 'Myself', email: unverified.loginEmail }];
    const stranger = (await givenInvited(app, unverified, rows)).find((entry) => entry.email === rows[0]!.email);
    expect((await post(app, '/db/sendinvitation', { currentApplicantCode: stranger!.applicantCode }, unverified.accessToken)).status).toBe(200);
    expect((await post(app, '/db/sendreminder', { applicantId: stranger!.applicantCode }, unverified.accessToken)).status).toBe(200);
    // Verified: nothing counts.
    const verified = await givenSignedInCompany(app);
    const oobCode = await codeInMail(api.db, 'companyWelcome', verified.loginEmail, 'verifyCode');
    expect((await post(app, '/auth/applyactioncode', { mode: 'verifyEmail', oobCode })).status).toBe(200);
    await givenInvited(app, verified, [applicantRow()]);
    // Unverified, its login e-mail changed after 2 invitations and 1 since: decision 0023 counted the 1.
    const changed = await givenSignedInCompany(app);
    await givenInvited(app, changed, [applicantRow(), applicantRow()]);
    await changeLoginEmail(changed, `new.${changed.loginEmail}`);
    await givenInvited(app, changed, [applicantRow()]);

    const written = await outbox();
    // The mails as they were before the migration: no company, nothing used.
    await sql`UPDATE mail_outbox SET company_id = NULL, unverified_allowance = false`.execute(api.db);
    for (const company of [unverified, verified, changed]) await registrationAsBeforeSealing(company);
    await sql.raw(await migration()).execute(api.db);

    const migrated = await outbox();
    expect(migrated.map((row) => row.company_id)).toEqual(written.map((row) => row.company_id));
    expect(migrated.filter((row) => row.company_id === null)).toEqual([]);
    expect(await allowance(unverified)).toEqual({ max: 100000, left: 100000 - 4 });
    expect(await allowance(changed)).toEqual({ max: 100000, left: 100000 - 1 });
    expect(await allowance(verified)).toBeNull();
  });
});

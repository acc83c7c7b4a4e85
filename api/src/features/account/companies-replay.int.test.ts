import { describe, expect, it } from 'vitest';
import { companyStream, type CompanyView } from '@typetest/events';
import { commitStreams } from '@typetest/events/store';
import { runOpsCommand } from '../../ops/commands.ts';
import { useTestApi } from '../../testing/test-api.ts';
import { accountTestEnv, codeInMail, givenSignedInCompany, post } from './given-account.ts';

const api = useTestApi();

const readTables = async () => ({
  companies: await api.db.selectFrom('companies').selectAll().orderBy('company_id').execute(),
  emails: await api.db.selectFrom('company_emails').selectAll().orderBy('email').execute(),
});
const secretsAndMails = async () => ({
  credentials: await api.db.selectFrom('company_credentials').selectAll().orderBy('company_id').execute(),
  sessions: await api.db.selectFrom('company_sessions').selectAll().orderBy('session_id').execute(),
  codes: await api.db.selectFrom('one_time_codes').selectAll().orderBy('code_hash').execute(),
  mails: await api.db.selectFrom('mail_outbox').select(['id', 'kind', 'recipient', 'status']).orderBy('id').execute(),
});

/** Every step of the story must have happened for the comparison to mean anything. */
async function ok(answer: Promise<{ status: number }>) {
  expect((await answer).status).toBe(200);
}

describe('ops replay rebuilds the companies from the log', () => {
  it('given companies that registered, changed texts, settings, pass marks, time zones, languages and login e-mails, verified and recovered, when replayed, then companies and company_emails are the same row for row, and no secret or mail changes', async () => {
    const app = api.app(accountTestEnv);
    for (let index = 0; index < 6; index++) {
      const company = await givenSignedInCompany(
        app,
        index % 2 ? { emailForReceivingResults: `results${index}${Date.now()}@company.example`, timeZone: 'Asia/Tokyo', language: 'sv' } : {},
      );
      if (index % 3 === 0)
        await ok(post(app, '/email/verifyemail', { verificationCode: await codeInMail(api.db, 'companyWelcome', company.loginEmail, 'verifyCode') }, company.accessToken));
      await ok(post(app, '/db/inserttexts', { texts: [`Text of ${index}`, 'Second'], isDefaultCB: index % 2 === 0 }, company.accessToken));
      await ok(post(app, '/email/contactus', { contactUs: { title: 'Hello', details: 'World', contactMethod: 'email', email: '' } }, company.accessToken));
      const view = (await post(app, '/db/getCompanyFromToken', {}, company.accessToken)).body.data as CompanyView;
      const { companyId: _, isDefaultCb: __, emailVerified: ___, ...settings } = view;
      const loginEmail = index % 2 ? `moved${index}${Date.now()}@company.example` : settings.loginEmail;
      await ok(
        post(
          app,
          '/db/editCompany',
          {
            accountSettings: {
              ...settings,
              companyName: `Renamed ${index}`,
              textFolder: `${settings.textFolder}x`,
              loginEmail,
              ...(index === 1 ? { emailForReceivingResults: `loot${Date.now()}@company.example` } : {}),
              minimumWpm: index % 3 ? 40 + index : null,
              timeZone: index % 3 === 1 ? 'America/New_York' : settings.timeZone,
              language: index % 3 === 2 ? 'sv' : settings.language,
            },
            currentPassword: company.password,
          },
          company.accessToken,
        ),
      );
      if (index === 1) {
        await ok(post(app, '/auth/applyactioncode', { mode: 'recoverEmail', oobCode: await codeInMail(api.db, 'loginEmailChanged', company.loginEmail, 'recoverCode') }));
      }
      await ok(post(app, '/email/forgotPassword', { email: company.loginEmail }));
    }
    const live = await readTables();
    const untouched = await secretsAndMails();
    expect(live.companies.filter((company) => company.email_verified)).not.toHaveLength(0);
    expect(live.companies.some((company) => company.company_name === 'Renamed 1')).toBe(true);
    expect(new Set(live.companies.map((company) => company.time_zone))).toEqual(new Set(['UTC', 'Asia/Tokyo', 'America/New_York']));
    expect(live.companies.some((company) => company.minimum_wpm === 41)).toBe(true);
    expect(new Set(live.companies.map((company) => company.language))).toEqual(new Set(['en', 'sv']));

    // A drifted read table is rebuilt too.
    await api.db.deleteFrom('company_emails').where('email', '=', live.emails[0]!.email).execute();
    await api.db.updateTable('companies').set({ company_name: 'tampered', time_zone: 'Europe/Paris', minimum_wpm: 1, language: 'en' }).execute();
    const lines: string[] = [];
    expect(await runOpsCommand(['replay'], api.db, { log: (line) => lines.push(line), error: (line) => lines.push(line), progress: () => {} })).toBe(0);

    expect(lines.join('\n')).toMatch(/into .*companies, company_emails/);
    expect(await readTables()).toEqual(live);
    expect(await secretsAndMails()).toEqual(untouched);
  });
});

describe('a time zone recorded by an old name', () => {
  it('given a TimeZoneChanged that says Asia/Calcutta (as a browser named it), then the company reads Asia/Kolkata, and still after a replay', async () => {
    const app = api.app(accountTestEnv);
    const company = await givenSignedInCompany(app);
    const version = (
      await api.db
        .selectFrom('events')
        .select('stream_version')
        .where('stream_id', '=', companyStream(company.companyId))
        .orderBy('stream_version', 'desc')
        .executeTakeFirstOrThrow()
    ).stream_version;
    await commitStreams(api.db, {
      metadata: { actor: 'test' },
      streams: [
        {
          streamId: companyStream(company.companyId),
          expectedVersion: version,
          events: [{ type: 'TimeZoneChanged' as const, data: { companyId: company.companyId, timeZone: 'Asia/Calcutta' } }],
        },
      ],
    });
    const zone = async () => (await api.db.selectFrom('companies').select('time_zone').where('company_id', '=', company.companyId).executeTakeFirstOrThrow()).time_zone;
    expect(await zone()).toBe('Asia/Kolkata');
    expect(await runOpsCommand(['replay'], api.db, { log: () => {}, error: () => {}, progress: () => {} })).toBe(0);
    expect(await zone()).toBe('Asia/Kolkata');
  });
});

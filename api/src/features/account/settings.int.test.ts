import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyView } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { accountTestEnv, codeInMail, companyEvents, everything, givenSignedInCompany, lastMail, logIn, post, type RegisteredCompany } from './given-account.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
beforeAll(() => {
  app = api.app(accountTestEnv);
});

async function storedSettings(company: RegisteredCompany) {
  const view = (await post(app, '/db/getCompanyFromToken', {}, company.accessToken)).body.data as CompanyView;
  const { companyId: _, isDefaultCb: __, emailVerified: ___, ...settings } = view;
  return settings;
}

/** Saves the settings as the signed-in company, with its password (asked for only when an e-mail address changes). */
const editCompany = (company: RegisteredCompany, accountSettings: Record<string, unknown>, currentPassword: string | null = company.password) =>
  post(app, '/db/editCompany', { accountSettings, ...(currentPassword === null ? {} : { currentPassword }) }, company.accessToken);
const eventTypes = async (company: RegisteredCompany) => (await companyEvents(api.db, company.companyId)).map((event) => event.event_type);

describe('account settings', () => {
  it('given the stored settings, when saved with a new name, URL and results e-mail, then the company as it is now, with CompanySettingsChanged', async () => {
    const company = await givenSignedInCompany(app);
    const settings = await storedSettings(company);

    const answer = await editCompany(company, { ...settings, companyName: 'Renamed AB', textFolder: `renamed${Date.now()}`, emailForReceivingResults: 'Results@Renamed.example' });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: expect.objectContaining({
        companyId: company.companyId,
        companyName: 'Renamed AB',
        emailForReceivingResults: 'results@renamed.example',
        loginEmail: company.loginEmail,
      }),
    });
    expect((await eventTypes(company)).at(-1)).toBe('CompanySettingsChanged');
    // The old URL is free again for anyone.
    expect((await post(app, '/db/registrationduplicates', { textFolder: company.textFolder, email: 'x@y.example' })).body.textFolder).toBe(false);
  });

  it('given the stored settings, when saved unchanged, then 200 with the company and nothing recorded', async () => {
    const company = await givenSignedInCompany(app);
    const before = await eventTypes(company);
    const answer = await editCompany(company, await storedSettings(company));
    expect(answer.status).toBe(200);
    expect(answer.body.data?.companyId).toBe(company.companyId);
    expect(await eventTypes(company)).toEqual(before);
  });

  it('given another company\'s URL, then 409 "Error urlexists404" and nothing changes', async () => {
    const company = await givenSignedInCompany(app);
    const other = await givenSignedInCompany(app);
    const before = await everything(api.db);
    expect(await editCompany(company, { ...(await storedSettings(company)), textFolder: other.textFolder })).toEqual({
      status: 409,
      body: { success: false, errorMessage: 'Error urlexists404' },
    });
    expect(await everything(api.db)).toEqual(before);
  });

  it('given another company\'s address as login or results e-mail, then 409 "Error emailexists404" and nothing changes', async () => {
    const company = await givenSignedInCompany(app);
    const other = await givenSignedInCompany(app);
    const settings = await storedSettings(company);
    const before = await everything(api.db);
    expect(await editCompany(company, { ...settings, loginEmail: other.loginEmail })).toEqual({ status: 409, body: { success: false, errorMessage: 'Error emailexists404' } });
    expect(await editCompany(company, { ...settings, emailForReceivingResults: other.loginEmail.toUpperCase() })).toEqual({
      status: 409,
      body: { success: false, errorMessage: 'Error emailexists404' },
    });
    expect(await everything(api.db)).toEqual(before);
  });

  it('given a new login e-mail, then the old address gets a recover link, the new one a verify link, other sign-ins end and the caller stays signed in', async () => {
    const company = await givenSignedInCompany(app);
    const otherDevice = await logIn(app, company.loginEmail, company.password);
    const newEmail = `new${Date.now()}@company.example`;

    const answer = await editCompany(company, { ...(await storedSettings(company)), loginEmail: newEmail.toUpperCase() });

    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ loginEmail: newEmail, emailVerified: false });
    expect((await eventTypes(company)).slice(-2)).toEqual(['LoginEmailChanged', 'EmailVerificationRequested']);
    const toOld = await lastMail(api.db, 'loginEmailChanged', company.loginEmail);
    expect(toOld?.payload).toMatchObject({ previousEmail: company.loginEmail, loginEmail: newEmail, recoverCode: expect.stringMatching(/^[\w-]{43}$/) });
    const toNew = await lastMail(api.db, 'emailVerification', newEmail);
    expect(toNew?.payload).toMatchObject({ email: newEmail, verifyCode: expect.stringMatching(/^[\w-]{43}$/) });
    expect(
      (await post(app, '/auth/checkactioncode', { mode: 'recoverEmail', oobCode: await codeInMail(api.db, 'loginEmailChanged', company.loginEmail, 'recoverCode') })).body,
    ).toEqual({
      success: true,
      data: { mode: 'recoverEmail', email: company.loginEmail },
    });

    expect((await post(app, '/db/getCompanyFromToken', {}, company.accessToken)).status).toBe(200);
    expect((await post(app, '/db/getCompanyFromToken', {}, otherDevice.accessToken)).body).toEqual({ success: false, errorMessage: 'Unauthorized' });
    expect((await post(app, '/token/updateaccesstoken', { tokens: otherDevice })).status).toBe(401);
    expect((await post(app, '/db/login', { user: { email: company.loginEmail, password: company.password } })).status).toBe(401);
    expect((await post(app, '/db/login', { user: { email: newEmail, password: company.password } })).status).toBe(200);
  });

  it('given other settings changed and the addresses as they were, then no password is needed', async () => {
    const company = await givenSignedInCompany(app);
    const answer = await editCompany(company, { ...(await storedSettings(company)), companyName: 'No Password Needed AB' }, null);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.companyName).toBe('No Password Needed AB');
  });

  it.each([
    ['the login e-mail', 'loginEmail'],
    ['the results e-mail', 'emailForReceivingResults'],
  ] as const)('given %s changed without the current password, then 400 naming currentPassword, and nothing changes', async (_name, field) => {
    const company = await givenSignedInCompany(app);
    const before = await everything(api.db);
    const answer = await editCompany(company, { ...(await storedSettings(company)), [field]: `stolen${Date.now()}@evil.example` }, null);
    expect(answer).toEqual({
      status: 400,
      body: { success: false, errorMessage: 'currentPassword: Enter your current password to change an e-mail address.', code: 'current-password' },
    });
    expect(await everything(api.db)).toEqual(before);
  });

  it.each([
    ['the login e-mail', 'loginEmail'],
    ['the results e-mail', 'emailForReceivingResults'],
  ] as const)(
    'given %s changed with a wrong password (a stolen access token), then 403 saying so, and nothing changes: no event, no mail, no sign-in ended',
    async (_name, field) => {
      const company = await givenSignedInCompany(app);
      await logIn(app, company.loginEmail, company.password);
      const before = await everything(api.db);
      const answer = await editCompany(company, { ...(await storedSettings(company)), [field]: `stolen${Date.now()}@evil.example` }, 'not the password');
      expect(answer).toEqual({ status: 403, body: { success: false, errorMessage: 'The current password is not correct. Nothing was changed.', code: 'current-password' } });
      expect(await everything(api.db)).toEqual(before);
    },
  );

  it("given wrong passwords again and again from one sign-in, then it is made to wait (429) while the owner's other sign-in is not", async () => {
    const limited = api.app({ ...accountTestEnv, LOGIN_FAILURE_LIMIT: '2', REDIS_PREFIX: `settings-password-${Date.now().toString(36)}` });
    const company = await givenSignedInCompany(limited);
    const owner = await logIn(limited, company.loginEmail, company.password);
    const settings = { ...(await storedSettings(company)), emailForReceivingResults: `stolen${Date.now()}@evil.example` };
    const guess = (accessToken: string, currentPassword: string) => post(limited, '/db/editCompany', { accountSettings: settings, currentPassword }, accessToken);

    expect([
      (await guess(company.accessToken, 'guess 1')).status,
      (await guess(company.accessToken, 'guess 2')).status,
      (await guess(company.accessToken, 'guess 3')).status,
    ]).toEqual([403, 403, 403]);
    expect((await guess(company.accessToken, company.password)).status).toBe(429);
    expect((await guess(owner.accessToken, company.password)).status).toBe(200);
  });

  it('given a new results e-mail with the right password, then the login e-mail and the address that received the results until now are told, naming both addresses', async () => {
    const company = await givenSignedInCompany(app, { emailForReceivingResults: `hr${Date.now()}@company.example` });
    const settings = await storedSettings(company);
    const newResults = `results${Date.now()}@elsewhere.example`;

    expect((await editCompany(company, { ...settings, emailForReceivingResults: newResults })).status).toBe(200);

    // The stored payload carries the recipients' language (the company's) beside what the template shows.
    const payload = { companyName: settings.companyName, previousEmail: settings.emailForReceivingResults, resultsEmail: newResults, language: 'en' };
    expect((await lastMail(api.db, 'resultsEmailChanged', company.loginEmail))?.payload).toEqual(payload);
    expect((await lastMail(api.db, 'resultsEmailChangedFormer', settings.emailForReceivingResults))?.payload).toEqual(payload);
    expect(await lastMail(api.db, 'resultsEmailChanged', newResults)).toBeUndefined();
  });

  it('given no pass mark, when a minimum of 60 WPM and 95% and the zone America/New_York are saved, then the company has them, recorded as PassMarkChanged and TimeZoneChanged', async () => {
    const company = await givenSignedInCompany(app);
    const settings = await storedSettings(company);
    expect(settings).toMatchObject({ timeZone: 'UTC', minimumWpm: null, minimumAccuracy: null });

    const answer = await editCompany(company, { ...settings, minimumWpm: 60, minimumAccuracy: 95, timeZone: 'America/New_York' });

    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ minimumWpm: 60, minimumAccuracy: 95, timeZone: 'America/New_York' });
    expect((await eventTypes(company)).slice(-2)).toEqual(['PassMarkChanged', 'TimeZoneChanged']);
    expect(await storedSettings(company)).toMatchObject({ minimumWpm: 60, minimumAccuracy: 95, timeZone: 'America/New_York' });
  });

  it('when a minimum accuracy of 92.5% is saved, then the company has it, recorded as PassMarkChanged with 92.5', async () => {
    const company = await givenSignedInCompany(app);
    const answer = await editCompany(company, { ...(await storedSettings(company)), minimumAccuracy: 92.5 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ minimumAccuracy: 92.5 });
    expect(await storedSettings(company)).toMatchObject({ minimumAccuracy: 92.5 });
    const [changed] = await api.db
      .selectFrom('events')
      .select(['data', 'schema_version'])
      .where('event_type', '=', 'PassMarkChanged')
      .where('stream_id', '=', `company-${company.companyId}`)
      .execute();
    expect(changed).toMatchObject({ schema_version: 2, data: { minimumAccuracy: 92.5 } });
  });

  it('given a pass mark, when saved without the new fields (an older caller), then the pass mark and time zone stay; when cleared with nulls, then there is none', async () => {
    const company = await givenSignedInCompany(app, { timeZone: 'Europe/Stockholm', minimumWpm: 50 });
    const { timeZone: _, minimumWpm: __, minimumAccuracy: ___, ...older } = await storedSettings(company);
    expect((await editCompany(company, { ...older, companyName: 'Older caller AB' })).body.data).toMatchObject({
      companyName: 'Older caller AB',
      minimumWpm: 50,
      timeZone: 'Europe/Stockholm',
    });
    expect((await editCompany(company, { ...older, minimumWpm: null, minimumAccuracy: null })).body.data).toMatchObject({ minimumWpm: null, minimumAccuracy: null });
  });

  it('given an old name of a time zone (US/Pacific-New, Asia/Calcutta), then it is kept by its current name (America/Los_Angeles, Asia/Kolkata)', async () => {
    const company = await givenSignedInCompany(app);
    expect((await editCompany(company, { ...(await storedSettings(company)), timeZone: 'US/Pacific-New' })).body.data?.timeZone).toBe('America/Los_Angeles');
    expect((await editCompany(company, { ...(await storedSettings(company)), timeZone: 'Asia/Calcutta' })).body.data?.timeZone).toBe('Asia/Kolkata');
    expect((await editCompany(company, { ...(await storedSettings(company)), timeZone: 'Europe/Kyiv' })).body.data?.timeZone).toBe('Europe/Kyiv');
  });

  it.each([
    ['a bad e-mail address', { loginEmail: 'not-an-address' }, 'accountSettings.loginEmail: is not a valid e-mail address'],
    ['a URL with other characters', { textFolder: 'my-folder' }, 'accountSettings.textFolder: may hold only lowercase letters and digits'],
    ['a reserved URL', { textFolder: 'login' }, 'accountSettings.textFolder: is reserved by the product, please choose another one'],
    ['an empty company name', { companyName: ' ' }, 'accountSettings.companyName: must not be empty'],
    ['a company id', { companyId: '00000000-0000-4000-8000-000000000000' }, /^accountSettings: Unrecognized key: "companyId"/],
    ['a minimum of -5 WPM', { minimumWpm: -5 }, /^accountSettings\.minimumWpm: /],
    ['a minimum accuracy of 101%', { minimumAccuracy: 101 }, /^accountSettings\.minimumAccuracy: /],
    ['a minimum of 60.5 WPM', { minimumWpm: 60.5 }, /^accountSettings\.minimumWpm: /],
    [
      'a minimum accuracy of 92.25%, finer than a tenth',
      { minimumAccuracy: 92.25 },
      'accountSettings.minimumAccuracy: must be a percentage from 0 to 100, with at most one decimal (92.5), or null for no minimum',
    ],
    ['a time zone that is none', { timeZone: 'Mars/Olympus' }, 'accountSettings.timeZone: is not a time zone (an IANA name such as Europe/Stockholm)'],
  ])('given %s, then 400 with the reason and nothing changed', async (_name, change, message) => {
    const company = await givenSignedInCompany(app);
    const before = await everything(api.db);
    const answer = await editCompany(company, { ...(await storedSettings(company)), ...change });
    expect(answer.status).toBe(400);
    if (typeof message === 'string') expect(answer.body.errorMessage).toBe(message);
    else expect(answer.body.errorMessage).toMatch(message);
    expect(await everything(api.db)).toEqual(before);
  });
});

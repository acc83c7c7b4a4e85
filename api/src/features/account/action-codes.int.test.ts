import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyView } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { accountTestEnv, codeInMail, companyEvents, everything, givenSignedInCompany, logIn, post, type RegisteredCompany } from './given-account.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
beforeAll(() => {
  app = api.app(accountTestEnv);
});

const invalid = { status: 400, body: { success: false, errorMessage: 'Invalid or expired link.' } };
const welcomeCode = (company: RegisteredCompany) => codeInMail(api.db, 'companyWelcome', company.loginEmail, 'verifyCode');
const viewOf = async (company: RegisteredCompany, accessToken = company.accessToken) => (await post(app, '/db/getCompanyFromToken', {}, accessToken)).body.data as CompanyView;

/** Given the company's login e-mail (and the results e-mail, when given) was changed by someone holding its session and password. */
async function givenLoginEmailChanged(company: RegisteredCompany, { resultsEmail }: { resultsEmail?: string } = {}) {
  const view = await viewOf(company);
  const { companyId: _, isDefaultCb: __, emailVerified: ___, ...settings } = view;
  const intruderEmail = `intruder${Date.now()}@evil.example`;
  const accountSettings = { ...settings, loginEmail: intruderEmail, ...(resultsEmail ? { emailForReceivingResults: resultsEmail } : {}) };
  const answer = await post(app, '/db/editCompany', { accountSettings, currentPassword: company.password }, company.accessToken);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return { intruderEmail, recoverCode: await codeInMail(api.db, 'loginEmailChanged', company.loginEmail, 'recoverCode') };
}

describe("the welcome mail's verify link (/authlink?mode=verifyEmail)", () => {
  it('given the link, when checked and applied, then the address, EmailVerified, and the link is used up', async () => {
    const company = await givenSignedInCompany(app);
    const oobCode = await welcomeCode(company);

    expect(await post(app, '/auth/checkactioncode', { mode: 'verifyEmail', oobCode })).toEqual({
      status: 200,
      body: { success: true, data: { mode: 'verifyEmail', email: company.loginEmail } },
    });
    expect(await post(app, '/auth/applyactioncode', { mode: 'verifyEmail', oobCode })).toEqual({ status: 200, body: { success: true, data: { email: company.loginEmail } } });

    expect((await companyEvents(api.db, company.companyId)).at(-1)?.event_type).toBe('EmailVerified');
    expect((await viewOf(company)).emailVerified).toBe(true);
  });

  it('given the link was used, when it is opened again, then check and apply say the address is already verified, and nothing more is recorded', async () => {
    const company = await givenSignedInCompany(app);
    const oobCode = await welcomeCode(company);
    await post(app, '/auth/applyactioncode', { mode: 'verifyEmail', oobCode });
    const before = await everything(api.db);

    expect(await post(app, '/auth/checkactioncode', { mode: 'verifyEmail', oobCode })).toEqual({
      status: 200,
      body: { success: true, data: { mode: 'verifyEmail', email: company.loginEmail, alreadyVerified: true } },
    });
    expect(await post(app, '/auth/applyactioncode', { mode: 'verifyEmail', oobCode })).toEqual({
      status: 200,
      body: { success: true, data: { email: company.loginEmail, alreadyVerified: true } },
    });
    expect(await everything(api.db)).toEqual(before);
    // Only a verify link says so: the used code is no link of another mode.
    expect(await post(app, '/auth/checkactioncode', { mode: 'resetPassword', oobCode })).toEqual(invalid);
  });

  it("given the address was verified with the mail sent again, when the welcome mail's link is opened, then it is already verified, and the link is used up", async () => {
    const company = await givenSignedInCompany(app);
    const oobCode = await welcomeCode(company);
    await post(app, '/email/sendverification', {}, company.accessToken);
    await post(app, '/auth/applyactioncode', { mode: 'verifyEmail', oobCode: await codeInMail(api.db, 'emailVerification', company.loginEmail, 'verifyCode') });

    expect(await post(app, '/auth/applyactioncode', { mode: 'verifyEmail', oobCode })).toEqual({
      status: 200,
      body: { success: true, data: { email: company.loginEmail, alreadyVerified: true } },
    });
    expect((await companyEvents(api.db, company.companyId)).filter((event) => event.event_type === 'EmailVerified')).toHaveLength(1);
  });

  it('given a verify link whose address is not verified (a used link of an address since replaced), when opened again, then it is invalid', async () => {
    const company = await givenSignedInCompany(app);
    const oobCode = await welcomeCode(company);
    await post(app, '/auth/applyactioncode', { mode: 'verifyEmail', oobCode });
    await givenLoginEmailChanged(company);
    expect(await post(app, '/auth/checkactioncode', { mode: 'verifyEmail', oobCode })).toEqual(invalid);
    expect(await post(app, '/auth/applyactioncode', { mode: 'verifyEmail', oobCode })).toEqual(invalid);
  });

  it('given the link of an address since replaced, when applied, then 400 and nothing is verified', async () => {
    const company = await givenSignedInCompany(app);
    const oobCode = await welcomeCode(company);
    await givenLoginEmailChanged(company);
    expect(await post(app, '/auth/applyactioncode', { mode: 'verifyEmail', oobCode })).toEqual(invalid);
    expect((await viewOf(company)).emailVerified).toBe(false);
  });

  it('given a link of another mode, then it is refused in this one', async () => {
    const company = await givenSignedInCompany(app);
    const oobCode = await welcomeCode(company);
    expect(await post(app, '/auth/checkactioncode', { mode: 'resetPassword', oobCode })).toEqual(invalid);
    expect(await post(app, '/auth/applyactioncode', { mode: 'recoverEmail', oobCode })).toEqual(invalid);
  });
});

describe('the recover link mailed to the old address (/authlink?mode=recoverEmail)', () => {
  it("given the login e-mail was changed, when the old address's link is applied, then the old address is the login again, verified, and every sign-in ends", async () => {
    const company = await givenSignedInCompany(app);
    const { intruderEmail, recoverCode } = await givenLoginEmailChanged(company);

    expect(await post(app, '/auth/checkactioncode', { mode: 'recoverEmail', oobCode: recoverCode })).toEqual({
      status: 200,
      body: { success: true, data: { mode: 'recoverEmail', email: company.loginEmail } },
    });
    expect(await post(app, '/auth/applyactioncode', { mode: 'recoverEmail', oobCode: recoverCode })).toEqual({
      status: 200,
      body: { success: true, data: { email: company.loginEmail } },
    });

    expect((await companyEvents(api.db, company.companyId)).slice(-2)).toEqual([
      { event_type: 'LoginEmailChanged', data: { companyId: company.companyId, previousEmail: intruderEmail, loginEmail: company.loginEmail, reason: 'recovered' } },
      { event_type: 'EmailVerified', data: { companyId: company.companyId, email: company.loginEmail } },
    ]);
    // The intruder's session is gone; the owner logs in with the old address again.
    expect((await post(app, '/db/getCompanyFromToken', {}, company.accessToken)).status).toBe(401);
    const tokens = await logIn(app, company.loginEmail, company.password);
    expect(await viewOf(company, tokens.accessToken)).toMatchObject({ loginEmail: company.loginEmail, emailVerified: true });
    expect((await post(app, '/db/login', { user: { email: intruderEmail, password: company.password } })).status).toBe(401);
    expect(await post(app, '/auth/applyactioncode', { mode: 'recoverEmail', oobCode: recoverCode })).toEqual(invalid);
  });

  it("given the results e-mail was moved with the login, when the old address's link is applied, then the results e-mail of that moment comes back too, without a notice, and every sign-in ends", async () => {
    const company = await givenSignedInCompany(app, { emailForReceivingResults: `hr${Date.now()}@company.example` });
    const { emailForReceivingResults: resultsThen } = await viewOf(company);
    const ownersOtherDevice = await logIn(app, company.loginEmail, company.password);
    const { recoverCode } = await givenLoginEmailChanged(company, { resultsEmail: `loot${Date.now()}@evil.example` });
    const noticesBefore = await api.db.selectFrom('mail_outbox').select('id').where('kind', 'in', ['resultsEmailChanged', 'resultsEmailChangedFormer']).execute();

    expect((await post(app, '/auth/applyactioncode', { mode: 'recoverEmail', oobCode: recoverCode })).status).toBe(200);

    const tokens = await logIn(app, company.loginEmail, company.password);
    expect(await viewOf(company, tokens.accessToken)).toMatchObject({ loginEmail: company.loginEmail, emailForReceivingResults: resultsThen });
    expect((await companyEvents(api.db, company.companyId)).slice(-3).map((event) => event.event_type)).toEqual(['LoginEmailChanged', 'CompanySettingsChanged', 'EmailVerified']);
    for (const signIn of [company, ownersOtherDevice]) expect((await post(app, '/db/getCompanyFromToken', {}, signIn.accessToken)).status).toBe(401);
    expect(await api.db.selectFrom('mail_outbox').select('id').where('kind', 'in', ['resultsEmailChanged', 'resultsEmailChangedFormer']).execute()).toEqual(noticesBefore);
  });

  it('given the old address was taken by another company meanwhile, when the link is applied, then 409 and nothing changes', async () => {
    // Results go elsewhere, so the old login address is free once replaced.
    const company = await givenSignedInCompany(app, { emailForReceivingResults: `results${Date.now()}@company.example` });
    const { recoverCode } = await givenLoginEmailChanged(company);
    await givenSignedInCompany(app, { loginEmail: company.loginEmail, emailForReceivingResults: company.loginEmail });
    const before = await everything(api.db);
    expect(await post(app, '/auth/applyactioncode', { mode: 'recoverEmail', oobCode: recoverCode })).toEqual({
      status: 409,
      body: { success: false, errorMessage: 'This e-mail address is now used by another account, so it cannot be restored.' },
    });
    expect(await everything(api.db)).toEqual(before);
  });
});

describe('a reset link on /authlink (mode=resetPassword)', () => {
  it('given a reset code, when checked, then the address; when a new password is confirmed, then the address and the new password works', async () => {
    const company = await givenSignedInCompany(app);
    await post(app, '/email/forgotPassword', { email: company.loginEmail });
    const oobCode = await codeInMail(api.db, 'passwordReset', company.loginEmail, 'resetCode');

    expect(await post(app, '/auth/checkactioncode', { mode: 'resetPassword', oobCode })).toEqual({
      status: 200,
      body: { success: true, data: { mode: 'resetPassword', email: company.loginEmail } },
    });
    expect(await post(app, '/auth/confirmpasswordreset', { oobCode, newPassword: 'short' })).toEqual({
      status: 400,
      body: { success: false, errorMessage: 'newPassword: must be at least 6 characters long', code: 'weak-password' },
    });
    expect(await post(app, '/auth/confirmpasswordreset', { oobCode, newPassword: 'iloveyou' })).toEqual({
      status: 400,
      body: { success: false, errorMessage: 'Password error: This password is too common. Please choose another one.', code: 'weak-password' },
    });
    expect(await post(app, '/auth/confirmpasswordreset', { oobCode, newPassword: 'my new long secret' })).toEqual({
      status: 200,
      body: { success: true, data: { email: company.loginEmail } },
    });

    expect((await post(app, '/db/login', { user: { email: company.loginEmail, password: 'my new long secret' } })).status).toBe(200);
    expect((await post(app, '/db/getCompanyFromToken', {}, company.accessToken)).status).toBe(401);
    expect(await post(app, '/auth/confirmpasswordreset', { oobCode, newPassword: 'another long secret' })).toEqual({
      status: 400,
      body: { success: false, errorMessage: 'Invalid or expired reset link.' },
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { accountLinks } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { accountTestEnv, codeInMail, companyEvents, everything, givenSignedInCompany, lastMail, post, type RegisteredCompany } from './given-account.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
beforeAll(() => {
  app = api.app(accountTestEnv);
});

const verify = (company: RegisteredCompany, verificationCode: string) => post(app, '/email/verifyemail', { verificationCode }, company.accessToken);
const welcomeCode = (company: RegisteredCompany) => codeInMail(api.db, 'companyWelcome', company.loginEmail, 'verifyCode');
const isVerified = async (company: RegisteredCompany) => (await post(app, '/db/getCompanyFromToken', {}, company.accessToken)).body.data?.emailVerified;
const refused = { status: 400, body: { success: false, message: 'Invalid or expired verification link.', errorMessage: 'Invalid or expired verification link.' } };

describe('verifying the login e-mail while signed in (/login?vc=...)', () => {
  it('given the welcome mail\'s code, when verified, then "E-mail verified", EmailVerified, and the company shows verified', async () => {
    const company = await givenSignedInCompany(app);
    expect(await verify(company, await welcomeCode(company))).toEqual({ status: 200, body: { success: true, message: 'E-mail verified' } });
    expect((await companyEvents(api.db, company.companyId)).at(-1)?.event_type).toBe('EmailVerified');
    expect(await isVerified(company)).toBe(true);
  });

  it('given a verified e-mail, when the link is followed again, then "Already verified" and nothing recorded', async () => {
    const company = await givenSignedInCompany(app);
    const code = await welcomeCode(company);
    await verify(company, code);
    const before = await everything(api.db);
    expect(await verify(company, code)).toEqual({ status: 200, body: { success: true, message: 'Already verified' } });
    expect(await everything(api.db)).toEqual(before);
  });

  it("given another company's code, then 400, and neither company is verified", async () => {
    const company = await givenSignedInCompany(app);
    const other = await givenSignedInCompany(app);
    const before = await everything(api.db);
    expect(await verify(company, await welcomeCode(other))).toEqual(refused);
    expect(await everything(api.db)).toEqual(before);
    expect([await isVerified(company), await isVerified(other)]).toEqual([false, false]);
  });

  it.each([
    ['an unknown code', async () => 'z'.repeat(43)],
    [
      'an expired code',
      async (company: RegisteredCompany) => {
        await api.db
          .updateTable('one_time_codes')
          .set({ expires_at: new Date(Date.now() - 1) })
          .where('company_id', '=', company.companyId)
          .execute();
        return welcomeCode(company);
      },
    ],
  ])('given %s, then 400', async (_name, code) => {
    const company = await givenSignedInCompany(app);
    expect(await verify(company, await code(company))).toEqual(refused);
    expect(await isVerified(company)).toBe(false);
  });

  it('given no sign-in, then 401', async () => {
    expect((await post(app, '/email/verifyemail', { verificationCode: 'x' })).status).toBe(401);
  });
});

describe('asking for the verification mail again', () => {
  it('given an unverified e-mail, when asked with no body, then a verification mail with a working code for the signed-in screen', async () => {
    const company = await givenSignedInCompany(app);
    const answer = await app.request('/api/email/sendverification', { method: 'POST', headers: { authorization: `Bearer ${company.accessToken}` } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, message: 'Verification e-mail sent' });
    expect((await companyEvents(api.db, company.companyId)).at(-1)?.event_type).toBe('EmailVerificationRequested');
    const mail = await lastMail(api.db, 'emailVerification', company.loginEmail);
    const code = (mail?.payload as { verifyCode: string } | undefined)?.verifyCode ?? '';
    expect(accountLinks.verifyEmailSignedIn('https://typetest.test', code)).toBe(`https://typetest.test/login?vc=${code}`);
    expect(await verify(company, code)).toEqual({ status: 200, body: { success: true, message: 'E-mail verified' } });
  });

  it('given a verified e-mail, when asked with {}, then "Already verified" and no mail', async () => {
    const company = await givenSignedInCompany(app);
    await verify(company, await welcomeCode(company));
    const before = await everything(api.db);
    expect(await post(app, '/email/sendverification', {}, company.accessToken)).toEqual({ status: 200, body: { success: true, message: 'Already verified' } });
    expect(await everything(api.db)).toEqual(before);
  });

  it('given a body with fields, then 400', async () => {
    const company = await givenSignedInCompany(app);
    expect((await post(app, '/email/sendverification', { email: 'other@evil.example' }, company.accessToken)).status).toBe(400);
  });

  it('given a limit of 1 per window, when asked twice, then 429', async () => {
    const limited = api.app({ ...accountTestEnv, ACCOUNT_MAIL_RATE_LIMIT: '1', REDIS_PREFIX: 'verification-limit' });
    const company = await givenSignedInCompany(limited);
    const ask = () => post(limited, '/email/sendverification', {}, company.accessToken);
    expect([(await ask()).status, (await ask()).status]).toEqual([200, 429]);
  });
});

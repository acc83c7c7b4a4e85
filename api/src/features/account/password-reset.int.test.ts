import { beforeAll, describe, expect, it } from 'vitest';
import { accountLinks } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { accountTestEnv, codeInMail, companyEvents, everything, givenSignedInCompany, lastMail, logIn, post } from './given-account.ts';
import { forgotPasswordAnswerMs } from './password-reset.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
beforeAll(() => {
  app = api.app(accountTestEnv);
});

const forgotPassword = (email: string) => post(app, '/email/forgotPassword', { email });
const resetCodeOf = (email: string) => codeInMail(api.db, 'passwordReset', email, 'resetCode');

describe('forgot password', () => {
  it('given a company, when a reset is asked for with its address in capitals, then success, PasswordResetRequested, and a reset mail with a working link', async () => {
    const company = await givenSignedInCompany(app);

    expect(await forgotPassword(company.loginEmail.toUpperCase())).toEqual({ status: 200, body: { success: true } });

    expect((await companyEvents(api.db, company.companyId)).at(-1)).toEqual({
      event_type: 'PasswordResetRequested',
      data: { companyId: company.companyId, email: company.loginEmail },
    });
    const mail = await lastMail(api.db, 'passwordReset', company.loginEmail);
    expect(mail?.payload).toMatchObject({ email: company.loginEmail, resetCode: expect.stringMatching(/^[\w-]{43}$/) });
    const code = await resetCodeOf(company.loginEmail);
    expect(accountLinks.resetPassword('https://typetest.test', code)).toBe(`https://typetest.test/login?fpc=${code}`);
    expect(await post(app, '/db/verifyForgotPassword', { fpCode: code })).toEqual({ status: 200, body: { success: true } });
  });

  it("given no account with the address, then the same success, nothing recorded, and no sooner than an existing account's answer", async () => {
    const company = await givenSignedInCompany(app);
    const before = await everything(api.db);
    const time = async (email: string) => {
      const started = performance.now();
      const answer = await forgotPassword(email);
      return { answer, ms: performance.now() - started };
    };

    const unknown = await time('nobody@nowhere.example');
    expect(unknown.answer).toEqual({ status: 200, body: { success: true } });
    expect(await everything(api.db)).toEqual(before);

    const known = await time(company.loginEmail);
    expect(unknown.ms).toBeGreaterThanOrEqual(forgotPasswordAnswerMs - 5);
    expect(known.ms).toBeGreaterThanOrEqual(forgotPasswordAnswerMs - 5);
  });

  it('given too many resets asked for one address, then 429', async () => {
    const limited = api.app({ ...accountTestEnv, ACCOUNT_MAIL_RATE_LIMIT: '2', REDIS_PREFIX: 'reset-limit' });
    const ask = () => post(limited, '/email/forgotPassword', { email: 'flooded@company.example' });
    expect([(await ask()).status, (await ask()).status, (await ask()).status]).toEqual([200, 200, 429]);
  });
});

describe('checking a reset code (fpc)', () => {
  it.each([
    ['an unknown code', async () => 'x'.repeat(43)],
    ['a verify-e-mail code', async () => codeInMail(api.db, 'companyWelcome', (await givenSignedInCompany(app)).loginEmail, 'verifyCode')],
    [
      'an expired code',
      async () => {
        const company = await givenSignedInCompany(app);
        await forgotPassword(company.loginEmail);
        await api.db
          .updateTable('one_time_codes')
          .set({ expires_at: new Date(Date.now() - 1) })
          .where('company_id', '=', company.companyId)
          .where('purpose', '=', 'resetPassword')
          .execute();
        return resetCodeOf(company.loginEmail);
      },
    ],
  ])('given %s, then success false', async (_name, code) => {
    expect(await post(app, '/db/verifyForgotPassword', { fpCode: await code() })).toEqual({ status: 200, body: { success: false } });
  });
});

describe('setting a new password with the reset code', () => {
  it('given a reset code, when a new password is set, then the login e-mail, the new password works, the old does not, and every sign-in ends', async () => {
    const company = await givenSignedInCompany(app);
    const otherDevice = await logIn(app, company.loginEmail, company.password);
    await forgotPassword(company.loginEmail);
    const code = await resetCodeOf(company.loginEmail);

    const answer = await post(app, '/db/submitForgotPasswordChange', { password: 'a brand new secret', fpCode: code });

    expect(answer).toEqual({ status: 200, body: { success: true, loginEmail: company.loginEmail } });
    expect((await companyEvents(api.db, company.companyId)).at(-1)).toEqual({ event_type: 'PasswordChanged', data: { companyId: company.companyId, reason: 'reset' } });
    expect((await post(app, '/db/login', { user: { email: company.loginEmail, password: company.password } })).status).toBe(401);
    expect((await post(app, '/db/login', { user: { email: company.loginEmail, password: 'a brand new secret' } })).status).toBe(200);
    for (const tokens of [company, otherDevice]) {
      expect((await post(app, '/db/getCompanyFromToken', {}, tokens.accessToken)).body).toEqual({ success: false, errorMessage: 'Unauthorized' });
      expect((await post(app, '/token/updateaccesstoken', { tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken } })).status).toBe(401);
    }
    // The code is used up, and nothing in the log or the mails holds the password.
    expect(await post(app, '/db/verifyForgotPassword', { fpCode: code })).toEqual({ status: 200, body: { success: false } });
    const stored = JSON.stringify([await api.db.selectFrom('events').selectAll().execute(), await api.db.selectFrom('mail_outbox').selectAll().execute()]);
    expect(stored).not.toContain('a brand new secret');
  });

  it('given two reset links, when one is used, then the other stops working too', async () => {
    const company = await givenSignedInCompany(app);
    await forgotPassword(company.loginEmail);
    const first = await resetCodeOf(company.loginEmail);
    await forgotPassword(company.loginEmail);
    const second = await resetCodeOf(company.loginEmail);
    expect((await post(app, '/db/submitForgotPasswordChange', { password: 'first new secret', fpCode: second })).status).toBe(200);
    expect(await post(app, '/db/submitForgotPasswordChange', { password: 'second new secret', fpCode: first })).toEqual({
      status: 400,
      body: { success: false, errorMessage: 'Invalid or expired reset link.' },
    });
  });

  it('given one code used by two requests at the same moment, then exactly one sets its password', async () => {
    const company = await givenSignedInCompany(app);
    await forgotPassword(company.loginEmail);
    const fpCode = await resetCodeOf(company.loginEmail);
    const answers = await Promise.all([
      post(app, '/db/submitForgotPasswordChange', { password: 'racer number one', fpCode }),
      post(app, '/db/submitForgotPasswordChange', { password: 'racer number two', fpCode }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const events = await companyEvents(api.db, company.companyId);
    expect(events.filter((event) => event.event_type === 'PasswordChanged')).toHaveLength(1);
  });

  it.each([
    ['under 6 characters', 'abc12', 'password: must be at least 6 characters long'],
    ['a common password', 'qwerty123', 'Password error: This password is too common. Please choose another one.'],
    [
      'of one letter six times',
      'aaaaaa',
      'Password error: This password is too easy to guess. Avoid repeated or sequential characters (like "aaaaaa" or "abcdef") and names such as your company\'s.',
    ],
  ])('given a password %s, then 400 with code weak-password, and the code still works', async (_name, password, message) => {
    const company = await givenSignedInCompany(app);
    await forgotPassword(company.loginEmail);
    const fpCode = await resetCodeOf(company.loginEmail);
    const before = await everything(api.db);
    expect(await post(app, '/db/submitForgotPasswordChange', { password, fpCode })).toEqual({
      status: 400,
      body: { success: false, errorMessage: message, code: 'weak-password' },
    });
    expect(await everything(api.db)).toEqual(before);
    expect((await post(app, '/db/verifyForgotPassword', { fpCode })).body).toEqual({ success: true });
  });

  it("given the company's own URL as the new password, then 400 weak-password saying it is too easy to guess, and the code still works", async () => {
    const company = await givenSignedInCompany(app);
    await forgotPassword(company.loginEmail);
    const fpCode = await resetCodeOf(company.loginEmail);
    const answer = await post(app, '/db/submitForgotPasswordChange', { password: company.textFolder, fpCode });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'weak-password', errorMessage: expect.stringMatching(/^Password error: This password is too easy to guess/) });
    expect((await post(app, '/db/verifyForgotPassword', { fpCode })).body).toEqual({ success: true });
  });

  it('given an unknown code, then 400 "Invalid or expired reset link." and nothing changes', async () => {
    const before = await everything(api.db);
    expect(await post(app, '/db/submitForgotPasswordChange', { password: 'a fine password', fpCode: 'y'.repeat(43) })).toEqual({
      status: 400,
      body: { success: false, errorMessage: 'Invalid or expired reset link.' },
    });
    expect(await everything(api.db)).toEqual(before);
  });
});

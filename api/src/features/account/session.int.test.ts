import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@typetest/platform';
import { serveOnFreePort, type ServedApp } from '../../testing/serve-app.ts';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { accountTestEnv, codeInMail, givenSignedInCompany, logIn, post, registration, type RegisteredCompany } from './given-account.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
const config = loadConfig(accountTestEnv);
beforeAll(async () => {
  app = api.app(accountTestEnv);
  company = await givenSignedInCompany(app);
});

/** A product served over real HTTP (client addresses come from X-Forwarded-For, behind one trusted proxy), closed after each test. */
let served: ServedApp | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

async function loginOverHttp(url: string, client: string, user: { email: string; password: string }) {
  const response = await fetch(`${url}/api/db/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ user }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { errorMessage?: string } };
}

const sessionOf = async (accessToken: string) => {
  const [, payload] = accessToken.split('.');
  return (JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string }).sid;
};

/** A token signed with the product's key but with the given claims and lifetime. */
const signed = (claims: { sub?: string; sid?: string; iss?: string; aud?: string; exp?: number }) =>
  new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub ?? company.companyId)
    .setIssuer(claims.iss ?? config.PUBLIC_URL)
    .setAudience(claims.aud ?? 'typetest-account')
    .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 60)
    .sign(new TextEncoder().encode(config.JWT_SECRET));

describe('logging in', () => {
  it('given a registered company, when it logs in with its e-mail in any case, then an access token for it and a refresh token', async () => {
    const answer = await post(app, '/db/login', { user: { email: company.loginEmail.toUpperCase(), password: company.password } });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { accessToken: expect.any(String), refreshToken: expect.stringMatching(/^[\w-]{43}$/) } });
    const [header, payload] = answer.body
      .data!.accessToken!.split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: company.companyId, iss: 'https://typetest.test', aud: 'typetest-account', sid: expect.any(String) });
    expect((payload!.exp as number) - (payload!.iat as number)).toBe(15 * 60);
  });

  it('given a wrong password or an unknown address, then the same 401 "Wrong username or password"', async () => {
    const wrongPassword = await post(app, '/db/login', { user: { email: company.loginEmail, password: 'not the password' } });
    const unknown = await post(app, '/db/login', { user: { email: 'nobody@nowhere.example', password: company.password } });
    expect(wrongPassword).toEqual({ status: 401, body: { success: false, errorMessage: 'Wrong username or password' } });
    expect(unknown).toEqual(wrongPassword);
  });

  it('given an unknown address, then the answer takes about as long as for a wrong password (a hash is computed either way)', async () => {
    // The real cost makes the difference between hashing and not hashing stand out from noise.
    const real = api.app({ ...accountTestEnv, PASSWORD_HASH_COST: '15' });
    const body = registration();
    await post(real, '/db/createcompany', body);
    const time = async (email: string) => {
      const started = performance.now();
      await post(real, '/db/login', { user: { email, password: 'wrong password' } });
      return performance.now() - started;
    };
    await time('warm-up@nowhere.example');
    const known = Math.min(await time(body.company.loginEmail), await time(body.company.loginEmail));
    const unknown = Math.min(await time('nobody@nowhere.example'), await time('nobody@nowhere.example'));
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('given someone failing again and again for a known address, then that client waits longer each time (429, Retry-After 1, 2, 4 s) while the owner from another client logs in at once', async () => {
    served = await serveOnFreePort(api.app({ ...accountTestEnv, LOGIN_FAILURE_LIMIT: '3', TRUST_PROXY: '1', REDIS_PREFIX: `login-failures-${randomBytes(4).toString('hex')}` }));
    const { url } = served;
    const owner = await givenSignedInCompany(app);
    const from = (client: string) => (password: string) => loginOverHttp(url, client, { email: owner.loginEmail, password });
    const attacker = from('203.0.113.7');

    // Three failures cost nothing; the fourth starts the wait.
    for (let attempt = 0; attempt < 4; attempt++) expect((await attacker('guess')).status).toBe(401);
    const waits: string[] = [];
    for (const seconds of [1, 2, 4]) {
      const refused = await attacker(owner.password);
      expect(refused.status).toBe(429);
      expect(refused.body.errorMessage).toMatch(/^Too many requests/);
      waits.push(refused.retryAfter ?? '');
      if (seconds < 4) {
        await sleep(seconds * 1000);
        expect((await attacker('guess')).status).toBe(401);
      }
    }
    expect(waits).toEqual(['1', '2', '4']);

    // The owner, on another client, with the right password: no wait at all.
    expect((await from('198.51.100.1')(owner.password)).status).toBe(200);
  });

  it("given a client made to wait, when the owner resets the password, then the address's failures are forgotten: the new password logs in at once from that client too", async () => {
    const limited = api.app({ ...accountTestEnv, LOGIN_FAILURE_LIMIT: '2', REDIS_PREFIX: `login-reset-${randomBytes(4).toString('hex')}` });
    const owner = await givenSignedInCompany(limited);
    for (let attempt = 0; attempt < 3; attempt++) expect((await post(limited, '/db/login', { user: { email: owner.loginEmail, password: 'guess' } })).status).toBe(401);
    expect((await post(limited, '/db/login', { user: { email: owner.loginEmail, password: owner.password } })).status).toBe(429);

    await post(limited, '/email/forgotPassword', { email: owner.loginEmail });
    const fpCode = await codeInMail(api.db, 'passwordReset', owner.loginEmail, 'resetCode');
    expect((await post(limited, '/db/submitForgotPasswordChange', { fpCode, password: 'a brand new passphrase' })).status).toBe(200);

    expect((await post(limited, '/db/login', { user: { email: owner.loginEmail, password: 'a brand new passphrase' } })).status).toBe(200);
  });

  it('given failures below the limit, when the right password follows, then that client starts from nothing again', async () => {
    const limited = api.app({ ...accountTestEnv, LOGIN_FAILURE_LIMIT: '2', REDIS_PREFIX: `login-success-${randomBytes(4).toString('hex')}` });
    const owner = await givenSignedInCompany(limited);
    const attempt = async (password: string) => (await post(limited, '/db/login', { user: { email: owner.loginEmail, password } })).status;
    expect([await attempt('guess'), await attempt('guess'), await attempt(owner.password)]).toEqual([401, 401, 200]);
    expect([await attempt('typo'), await attempt('typo'), await attempt(owner.password)]).toEqual([401, 401, 200]);
  });

  it('given too many logins from one client, then 429', async () => {
    const limited = api.app({ ...accountTestEnv, LOGIN_RATE_LIMIT: '2', REDIS_PREFIX: 'login-clients' });
    const attempt = () => post(limited, '/db/login', { user: { email: company.loginEmail, password: company.password } });
    expect([(await attempt()).status, (await attempt()).status, (await attempt()).status]).toEqual([200, 200, 429]);
  });
});

describe('the company behind a token', () => {
  it('given a fresh login, when asked with the tokens in the body or as Bearer, then the company, without secrets', async () => {
    const inBody = await post(app, '/db/getCompanyFromToken', { tokens: { accessToken: company.accessToken, refreshToken: company.refreshToken } });
    const asBearer = await post(app, '/db/getCompanyFromToken', {}, company.accessToken);

    expect(inBody.status).toBe(200);
    expect(inBody.body).toEqual({
      success: true,
      data: {
        companyId: company.companyId,
        loginEmail: company.loginEmail,
        emailForReceivingResults: company.loginEmail,
        contactName: 'Anna Berg',
        companyName: expect.any(String),
        vatNo: 'SE556677889901',
        address: 'Storgatan 1',
        postCode: '111 22 Stockholm',
        textFolder: company.textFolder,
        isDefaultCb: false,
        emailVerified: false,
        timeZone: 'UTC',
        minimumWpm: null,
        minimumAccuracy: null,
        automaticReminders: true,
        defaultDeadlineDays: null,
        language: 'en',
        retentionMonths: 24,
        welcomeNote: '',
        logo: null,
      },
    });
    expect(asBearer).toEqual(inBody);
  });

  it('given an expired access token, then 401 AccessExpired (the screen refreshes)', async () => {
    const expired = await signed({ sid: await sessionOf(company.accessToken), exp: Math.floor(Date.now() / 1000) - 10 });
    expect(await post(app, '/db/getCompanyFromToken', { tokens: { accessToken: expired, refreshToken: company.refreshToken } })).toEqual({
      status: 401,
      body: { success: false, errorMessage: 'AccessExpired' },
    });
  });

  it.each([
    ['garbage', async () => 'not.a.token'],
    [
      'another key',
      async () =>
        new SignJWT({ sid: await sessionOf(company.accessToken) })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(company.companyId)
          .setIssuer(config.PUBLIC_URL)
          .setAudience('typetest-account')
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode('x'.repeat(40))),
    ],
    [
      'alg none',
      async () =>
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: company.companyId, sid: await sessionOf(company.accessToken), iss: config.PUBLIC_URL, aud: 'typetest-account', exp: 9999999999 })).toString('base64url')}.`,
    ],
    ['another audience', async () => signed({ sid: await sessionOf(company.accessToken), aud: 'someone-else' })],
    ['another issuer', async () => signed({ sid: await sessionOf(company.accessToken), iss: 'https://evil.example' })],
    ['an unknown session', async () => signed({ sid: '00000000-0000-4000-8000-000000000000' })],
    ['a session of another company', async () => signed({ sub: '00000000-0000-4000-8000-000000000001', sid: await sessionOf(company.accessToken) })],
    ['no token at all', async () => ''],
  ])('given %s, then 401 Unauthorized', async (_name, token) => {
    expect(await post(app, '/db/getCompanyFromToken', { tokens: { accessToken: await token(), refreshToken: '' } })).toEqual({
      status: 401,
      body: { success: false, errorMessage: 'Unauthorized' },
    });
  });
});

describe('refreshing the tokens', () => {
  it('given a refresh token, when used, then new tokens that work, and the old refresh token is spent', async () => {
    const tokens = await logIn(app, company.loginEmail, company.password);
    const refreshed = await post(app, '/token/updateaccesstoken', { tokens });

    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({ success: true, data: { accessToken: expect.any(String), refreshToken: expect.stringMatching(/^[\w-]{43}$/) } });
    expect(refreshed.body.data!.refreshToken).not.toBe(tokens.refreshToken);
    expect(await sessionOf(refreshed.body.data!.accessToken!)).toBe(await sessionOf(tokens.accessToken));
    expect((await post(app, '/db/getCompanyFromToken', {}, refreshed.body.data!.accessToken)).status).toBe(200);
    const stored = await api.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(refreshed.body.data!.refreshToken);
  });

  it('given a refresh token already used, when presented again, then 401 and its whole sign-in ends, while other sign-ins go on', async () => {
    const stolen = await logIn(app, company.loginEmail, company.password);
    const other = await logIn(app, company.loginEmail, company.password);
    const rightful = await post(app, '/token/updateaccesstoken', { tokens: stolen });
    const { accessToken, refreshToken } = rightful.body.data!;

    expect(await post(app, '/token/updateaccesstoken', { tokens: stolen })).toEqual({ status: 401, body: { success: false, errorMessage: 'Unauthorized' } });

    expect((await post(app, '/db/getCompanyFromToken', {}, accessToken)).body).toEqual({ success: false, errorMessage: 'Unauthorized' });
    expect((await post(app, '/token/updateaccesstoken', { tokens: { accessToken, refreshToken } })).status).toBe(401);
    expect((await post(app, '/db/getCompanyFromToken', {}, other.accessToken)).status).toBe(200);
  });

  it('given two refreshes with one token at the same moment, then one gets new tokens and the sign-in is ended as reused', async () => {
    const tokens = await logIn(app, company.loginEmail, company.password);
    const answers = await Promise.all([post(app, '/token/updateaccesstoken', { tokens }), post(app, '/token/updateaccesstoken', { tokens })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const session = await api.db
      .selectFrom('company_sessions')
      .selectAll()
      .where('session_id', '=', await sessionOf(tokens.accessToken))
      .executeTakeFirstOrThrow();
    expect(session.revoked_reason).toBe('refresh token reused');
  });

  it('given an expired refresh token, or an unknown one, then 401', async () => {
    const tokens = await logIn(app, company.loginEmail, company.password);
    await api.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('session_id', '=', await sessionOf(tokens.accessToken))
      .execute();
    expect((await post(app, '/token/updateaccesstoken', { tokens })).status).toBe(401);
    expect((await post(app, '/token/updateaccesstoken', { tokens: { accessToken: '', refreshToken: 'x'.repeat(43) } })).status).toBe(401);
  });
});

describe('logging out', () => {
  it('given a signed-in company, when it logs out, then its access token stops working at once and its refresh token mints nothing, while its other sign-ins go on', async () => {
    const leaving = await logIn(app, company.loginEmail, company.password);
    const renewed = (await post(app, '/token/updateaccesstoken', { tokens: leaving })).body.data as { accessToken: string; refreshToken: string };
    const other = await logIn(app, company.loginEmail, company.password);

    expect(await post(app, '/auth/logout', { tokens: renewed })).toEqual({ status: 200, body: { success: true } });

    expect(await post(app, '/db/getCompanyFromToken', {}, renewed.accessToken)).toEqual({ status: 401, body: { success: false, errorMessage: 'Unauthorized' } });
    expect((await post(app, '/token/updateaccesstoken', { tokens: renewed })).status).toBe(401);
    // The family's earlier token, too: the whole sign-in is over, not only its newest token.
    expect((await post(app, '/token/updateaccesstoken', { tokens: leaving })).status).toBe(401);
    const session = await api.db
      .selectFrom('company_sessions')
      .selectAll()
      .where('session_id', '=', await sessionOf(renewed.accessToken))
      .executeTakeFirstOrThrow();
    expect(session.revoked_reason).toBe('logged out');
    expect((await post(app, '/db/getCompanyFromToken', {}, other.accessToken)).status).toBe(200);
  });

  it('given only the refresh token (the access token already expired), when it logs out, then the sign-in ends all the same', async () => {
    const tokens = await logIn(app, company.loginEmail, company.password);
    const expired = await signed({ sid: await sessionOf(tokens.accessToken), exp: Math.floor(Date.now() / 1000) - 10 });

    expect((await post(app, '/auth/logout', { tokens: { accessToken: expired, refreshToken: tokens.refreshToken } })).status).toBe(200);

    expect((await post(app, '/token/updateaccesstoken', { tokens })).status).toBe(401);
    expect((await post(app, '/db/getCompanyFromToken', {}, tokens.accessToken)).status).toBe(401);
  });

  it('given tokens that belong to no sign-in, or a sign-in already ended, then success all the same and nothing else changes', async () => {
    const tokens = await logIn(app, company.loginEmail, company.password);
    await post(app, '/auth/logout', { tokens });
    const before = await api.db.selectFrom('company_sessions').select(['session_id', 'revoked_at']).orderBy('session_id').execute();

    expect(await post(app, '/auth/logout', { tokens })).toEqual({ status: 200, body: { success: true } });
    expect(await post(app, '/auth/logout', { tokens: { accessToken: '', refreshToken: 'x'.repeat(43) } })).toEqual({ status: 200, body: { success: true } });
    expect(await api.db.selectFrom('company_sessions').select(['session_id', 'revoked_at']).orderBy('session_id').execute()).toEqual(before);
  });

  it('given a body without tokens, then 400 naming the field', async () => {
    const answer = await post(app, '/auth/logout', {});
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toMatch(/^tokens: /);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api-client.ts';
import { createAccountClient, logoutPath, refreshPath, SessionEndedError } from './account-client.ts';
import { companyAnswerSchema } from './company.ts';
import { type AccountApi, MemoryStorage, startAccountApi, type RunningAccountApi } from './testing/account-api.ts';
import { createTokenStore, tokenKeys, type Tokens } from './tokens.ts';
import '../i18n/testing/english-words.ts';

let running: RunningAccountApi;
let baseUrl = '';
/** This test's API state. */
let api: AccountApi;

beforeAll(async () => {
  running = await startAccountApi();
  baseUrl = running.baseUrl;
});
afterAll(() => running.close());
beforeEach(() => {
  running.reset();
  api = running.api;
});

/** A client whose storage holds a session the API issued. */
function signedInClient() {
  const storage = new MemoryStorage();
  const client = createAccountClient({ tokens: createTokenStore(storage), baseUrl });
  client.login(api.issue());
  let sessionsEnded = 0;
  client.onSessionEnded(() => (sessionsEnded += 1));
  return { client, storage, sessionsEnded: () => sessionsEnded };
}

const anyData = z.object({ success: z.literal(true), data: z.unknown() });
const lookUpCompany = { path: '/api/db/getCompanyFromToken', body: (tokens: Tokens) => ({ tokens }) } as const;

describe('given a signed-in company whose access token is still good', () => {
  it('when an account call is made, then it carries the bearer token and no renewal happens', async () => {
    const { client } = signedInClient();
    const answer = await client.post(lookUpCompany.path, lookUpCompany.body, companyAnswerSchema);
    expect(answer.data.companyName).toBe('Acme AB');
    expect(api.requests).toEqual([
      {
        path: '/api/db/getCompanyFromToken',
        authorization: 'Bearer access-1',
        body: { tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } },
      },
    ]);
  });

  it('when the API refuses the input, then its errorMessage is the error and the session stays', async () => {
    const { client, storage } = signedInClient();
    const call = client.post('/api/db/editCompany', { accountSettings: { companyName: '' } }, anyData);
    await expect(call).rejects.toEqual(new ApiError('companyName must not be empty.', 400));
    expect(storage.getItem(tokenKeys.accessToken)).toBe('access-1');
  });

  it("when the API refuses with a modal's title and a reason, then the error carries both, for the modal to show", async () => {
    const { client } = signedInClient();
    const error: unknown = await client.post('/api/db/sendinvitation', { ca: [] }, anyData).catch((caught: unknown) => caught);
    expect(error).toEqual(new ApiError('Invitations left: 0.', 403, 'unverifiedLimit', 'Verify your e-mail address first'));
    expect(error).toMatchObject({ title: 'Verify your e-mail address first', code: 'unverifiedLimit', status: 403 });
  });
});

describe('given a download the API breaks off half-way (an export it could not finish)', () => {
  it('when the file is downloaded, then it fails with words saying nothing was saved, and no part of the file is handed over', async () => {
    const { client, storage } = signedInClient();
    const download = client.download('/api/db/exporthistory', { dateSearch: '', textSearch: '' });
    await expect(download).rejects.toEqual(new ApiError('The file could not be downloaded whole, so it was not saved. Please try again.', 200));
    expect(storage.getItem(tokenKeys.accessToken)).toBe('access-1');
  });
});

describe('given a signed-in company whose access token has expired', () => {
  it('when an account call is made, then the tokens are renewed once, stored, and the call is repeated with the new ones', async () => {
    const { client, storage } = signedInClient();
    api.expireAccess();

    const answer = await client.post(lookUpCompany.path, lookUpCompany.body, companyAnswerSchema);

    expect(answer.data).toEqual(api.company);
    expect(api.requests.map(({ path, authorization }) => `${path} ${authorization ?? '(no bearer)'}`)).toEqual([
      '/api/db/getCompanyFromToken Bearer access-1',
      '/api/token/updateaccesstoken (no bearer)',
      '/api/db/getCompanyFromToken Bearer access-2',
    ]);
    expect(api.requests[1]?.body).toEqual({ tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } });
    // The repeated lookup's body carries the renewed tokens too.
    expect(api.requests[2]?.body).toEqual({ tokens: { accessToken: 'access-2', refreshToken: 'refresh-2' } });
    expect(storage.getItem(tokenKeys.accessToken)).toBe('access-2');
    expect(storage.getItem(tokenKeys.refreshToken)).toBe('refresh-2');
  });

  it('when two calls expire at the same time, then exactly one renewal is made and both succeed', async () => {
    const { client, sessionsEnded } = signedInClient();
    api.expireAccess();

    const [first, second] = await Promise.all([client.post('/api/db/getapplicantcodeswithnames', {}, anyData), client.post('/api/db/getspenthistory', { range: 0 }, anyData)]);

    expect(first.data).toEqual({ path: '/api/db/getapplicantcodeswithnames' });
    expect(second.data).toEqual({ path: '/api/db/getspenthistory' });
    expect(api.refreshRequests).toBe(1);
    expect(sessionsEnded()).toBe(0);
  });

  it('when a slow call learns it expired after another call already renewed, then it reuses the new tokens without renewing again', async () => {
    const { client } = signedInClient();
    api.expireAccess();

    const slow = client.post('/api/db/getspenthistory', { delayMs: 300 }, anyData);
    await client.post('/api/db/getapplicantcodeswithnames', {}, anyData);
    expect(api.refreshRequests).toBe(1);
    await slow;

    expect(api.refreshRequests).toBe(1);
    expect(api.requests.at(-1)).toMatchObject({ path: '/api/db/getspenthistory', authorization: 'Bearer access-2' });
  });

  it('when the renewal is refused, then both tokens are cleared, the session-ended listeners hear it once, and the call fails', async () => {
    const { client, storage, sessionsEnded } = signedInClient();
    api.expireAccess();
    api.revokeSession();

    const calls = [client.post('/api/db/getspenthistory', {}, anyData), client.post('/api/db/getapplicantcodeswithnames', {}, anyData)];

    for (const call of calls) await expect(call).rejects.toBeInstanceOf(SessionEndedError);
    expect(storage.getItem(tokenKeys.accessToken)).toBeNull();
    expect(storage.getItem(tokenKeys.refreshToken)).toBeNull();
    expect(client.tokens.read()).toBeNull();
    expect(sessionsEnded()).toBe(1);
    expect(api.refreshRequests).toBe(1);
  });
});

describe('given a token the API does not know at all', () => {
  it('when an account call is made, then the session ends without trying a renewal', async () => {
    const storage = new MemoryStorage();
    const client = createAccountClient({ tokens: createTokenStore(storage), baseUrl });
    client.login({ accessToken: 'forged', refreshToken: 'forged' });

    await expect(client.post('/api/db/getspenthistory', {}, anyData)).rejects.toBeInstanceOf(SessionEndedError);
    expect(api.refreshRequests).toBe(0);
    expect(storage.length).toBe(0);
  });
});

describe('given a signed-in company that logs out', () => {
  it('when it logs out, then both tokens leave storage at once and the API is asked to end the sign-in, whose refresh token then renews nothing', async () => {
    const { client, storage, sessionsEnded } = signedInClient();

    const loggingOut = client.logout();
    expect(storage.length).toBe(0);
    await loggingOut;

    expect(api.requests).toEqual([{ path: logoutPath, authorization: 'Bearer access-1', body: { tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } } }]);
    const copy = createAccountClient({ tokens: createTokenStore(new MemoryStorage()), baseUrl });
    copy.login({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    await expect(copy.post(lookUpCompany.path, lookUpCompany.body, companyAnswerSchema)).rejects.toBeInstanceOf(SessionEndedError);
    expect(sessionsEnded()).toBe(0);
  });

  it('when the API cannot be reached, then it is logged out all the same and nothing fails', async () => {
    const storage = new MemoryStorage();
    const client = createAccountClient({ tokens: createTokenStore(storage), baseUrl: 'http://127.0.0.1:1' });
    client.login({ accessToken: 'a', refreshToken: 'r' });

    await expect(client.logout()).resolves.toBeUndefined();
    expect(client.tokens.read()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('when a renewal is on its way as it logs out (in another tab, say), then the renewed tokens do not sign it in again', async () => {
    const { client } = signedInClient();
    api.expireAccess();
    const call = client.post(lookUpCompany.path, lookUpCompany.body, companyAnswerSchema);
    await until(() => api.requests.some((request) => request.path === refreshPath));

    client.tokens.clear();

    await expect(call).rejects.toBeInstanceOf(SessionEndedError);
    expect(client.tokens.read()).toBeNull();
  });
});

/** Waits (briefly) until `condition` holds. */
async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 2000) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('given no stored session', () => {
  it('when an account call is made, then it fails at once without reaching the API', async () => {
    const client = createAccountClient({ tokens: createTokenStore(new MemoryStorage()), baseUrl });
    await expect(client.post('/api/db/getspenthistory', {}, anyData)).rejects.toBeInstanceOf(SessionEndedError);
    expect(api.requests).toEqual([]);
  });
});

describe('given an API that cannot be reached', () => {
  it('when an account call is made, then the error says so and the session is kept for a later try', async () => {
    const storage = new MemoryStorage();
    const client = createAccountClient({ tokens: createTokenStore(storage), baseUrl: 'http://127.0.0.1:1' });
    client.login({ accessToken: 'a', refreshToken: 'r' });
    await expect(client.post('/api/db/getspenthistory', {}, anyData)).rejects.toMatchObject({ status: 0 });
    expect(client.tokens.read()).toEqual({ accessToken: 'a', refreshToken: 'r' });
  });
});

// @vitest-environment happy-dom
import { act } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderLive, type Live } from '../ui/testing/render.tsx';
import { createAccountClient, type AccountClient } from './account-client.ts';
import { acmeAb, startAccountApi, type AccountApi, type RunningAccountApi } from './testing/account-api.ts';
import { createTokenStore, tokenKeys } from './tokens.ts';
import { useSession, type Session } from './use-session.ts';

let running: RunningAccountApi;
let api: AccountApi;
let client: AccountClient;
let live: Live | undefined;
/** Every company name the screen showed, in order: what the visitor saw. */
let shown: string[];
let session: Session | undefined;

beforeAll(async () => {
  running = await startAccountApi();
});
afterAll(() => running.close());
beforeEach(() => {
  running.reset();
  api = running.api;
  localStorage.clear();
  client = createAccountClient({ tokens: createTokenStore(localStorage), baseUrl: running.baseUrl });
  shown = [];
});
afterEach(async () => {
  await live?.unmount();
  live = undefined;
});

function AccountHeader() {
  session = useSession(client);
  const text = session.authorized ? `Welcome ${session.company?.companyName}` : session.isLoading ? 'Loading' : 'Logged out';
  if (shown.at(-1) !== text) shown.push(text);
  return <p>{text}</p>;
}

async function openAccountPage() {
  // A fresh SWR cache per test, as a fresh page load has.
  live = await renderLive(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AccountHeader />
    </SWRConfig>,
  );
  return live;
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 3_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; the screen showed ${JSON.stringify(shown)}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

const showing = (text: string) => () => shown.at(-1) === text;

describe('given both tokens in local storage when the account page opens', () => {
  it('when the company is looked up, then the page is authorized and shows it; the lookup carried the tokens', async () => {
    client.login(api.issue());
    await openAccountPage();
    await until(showing('Welcome Acme AB'), 'the company');

    expect(shown).toEqual(['Loading', 'Welcome Acme AB']);
    expect(session?.authorized).toBe(true);
    expect(api.requests.map((request) => request.body)).toEqual([{ tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } }]);
  });

  it('when the access token has expired meanwhile, then the tokens are renewed, stored, and the company is shown', async () => {
    client.login(api.issue());
    api.expireAccess();
    await openAccountPage();
    await until(showing('Welcome Acme AB'), 'the company');

    expect(localStorage.getItem(tokenKeys.accessToken)).toBe('access-2');
    expect(localStorage.getItem(tokenKeys.refreshToken)).toBe('refresh-2');
    expect(api.refreshRequests).toBe(1);
  });

  it('when the session was revoked, then the page is logged out and both tokens are gone', async () => {
    client.login(api.issue());
    api.expireAccess();
    api.revokeSession();
    await openAccountPage();
    await until(showing('Logged out'), 'the logged-out page');

    expect(session?.authorized).toBe(false);
    expect(localStorage.getItem(tokenKeys.accessToken)).toBeNull();
    expect(localStorage.getItem(tokenKeys.refreshToken)).toBeNull();
  });
});

describe('given no tokens when the account page opens', () => {
  it('when nothing happens, then no lookup is made and the page is logged out', async () => {
    await openAccountPage();
    expect(shown).toEqual(['Logged out']);
    expect(api.requests).toEqual([]);
  });

  it('when the company logs in, then the tokens are stored and the company is looked up and shown', async () => {
    await openAccountPage();
    await act(() => session?.login(api.issue()));
    await until(showing('Welcome Acme AB'), 'the company');

    expect(localStorage.getItem(tokenKeys.accessToken)).toBe('access-1');
    expect(session?.authorized).toBe(true);
  });
});

describe('given a logged-in company', () => {
  it('when it logs out, then both tokens leave storage and state, and the next company to log in never sees the first one’s name', async () => {
    client.login(api.issue());
    await openAccountPage();
    await until(showing('Welcome Acme AB'), 'the company');

    await act(() => session?.logout());
    expect(shown.at(-1)).toBe('Logged out');
    expect(session?.company).toBeUndefined();
    expect(localStorage.getItem(tokenKeys.accessToken)).toBeNull();
    expect(localStorage.getItem(tokenKeys.refreshToken)).toBeNull();

    api.company = { ...acmeAb, companyId: '5d1c0f8e-2b7a-4c3d-8e9f-0a1b2c3d4e5f', companyName: 'Beta AB', loginEmail: 'ceo@beta.se' };
    await act(() => session?.login(api.issue()));
    await until(showing('Welcome Beta AB'), 'the second company');
    expect(shown).toEqual(['Loading', 'Welcome Acme AB', 'Logged out', 'Loading', 'Welcome Beta AB']);
  });
});

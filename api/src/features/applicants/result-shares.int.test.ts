import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { ApplicantResult } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantTestEnv } from './given-applicants.ts';
import { givenResults } from './given-results.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
let other: RegisteredCompany;
beforeAll(async () => {
  app = api.app({ ...applicantTestEnv, SHARED_RESULT_CLIENT_LIMIT: '1000', REDIS_PREFIX: 'shares-main' });
  company = await givenSignedInCompany(app, { companyName: 'Sharing Ltd' });
  other = await givenSignedInCompany(app);
});
afterEach(() => {
  vi.useRealTimers();
});

interface Share {
  shareId: string;
  token: string;
  createdAt: string;
  expiresAt: string;
  status: string;
}
const share = (applicantId: string, by: RegisteredCompany = company, days?: number) =>
  post<{ data?: Share; errorMessage?: string }>(app, '/db/shareresult', { applicantId, ...(days === undefined ? {} : { days }) }, by.accessToken);
const shares = (applicantId: string, by: RegisteredCompany = company) => post<{ data?: Omit<Share, 'token'>[] }>(app, '/db/getresultshares', { applicantId }, by.accessToken);
const revoke = (shareId: string, by: RegisteredCompany = company) => post<{ errorMessage?: string }>(app, '/db/revokeresultshare', { shareId }, by.accessToken);
const open = (token: string) =>
  post<{ errorMessage?: string; data?: { companyName: string; language: string; expiresAt: string; result: ApplicantResult } }>(app, '/public/getsharedresult', { token });

const shareEvents = (shareId: string) =>
  api.db.selectFrom('events').select(['event_type', 'data']).where('stream_id', '=', `result-share-${shareId}`).orderBy('stream_version').execute();

const day = 24 * 60 * 60 * 1000;
let people = 0;
async function givenResult(by: RegisteredCompany = company) {
  const [applicantId] = await givenResults(api.db, by, [{ fullName: 'Grace Hopper', email: `grace${++people}@example.com`, wpm: 72, accuracy: 98 }]);
  return applicantId!;
}

describe("given one of the company's finished results", () => {
  it('when the company shares it, then whoever has the link reads the result and the company name for 7 days, and only a hash of the link is stored', async () => {
    const applicantId = await givenResult();
    const made = await share(applicantId);
    expect(made.status).toBe(200);
    const { token, shareId, expiresAt } = made.body.data!;
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(7 * day - 60_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(7 * day);

    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      companyName: 'Sharing Ltd',
      language: 'en',
      expiresAt,
      result: { applicant: { applicantId, fullName: 'Grace Hopper' }, wpm: 72, accuracy: 98 },
    });

    expect(await shares(applicantId)).toMatchObject({ status: 200, body: { data: [{ shareId, expiresAt, status: 'open' }] } });
    const stored = await api.db.selectFrom('result_shares').selectAll().where('share_id', '=', shareId).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);
    const [event] = await shareEvents(shareId);
    expect(event).toMatchObject({ event_type: 'ResultShared', data: { shareId, applicantId, companyId: company.companyId, expiresAt } });
    expect(JSON.stringify(event)).not.toContain(token);
  });

  it('when the company revokes the link, then opening it says it was revoked, the list says so, and revoking again changes nothing', async () => {
    const applicantId = await givenResult();
    const { token, shareId } = (await share(applicantId, company, 1)).body.data!;
    expect(await revoke(shareId)).toMatchObject({ status: 200 });

    expect(await open(token)).toMatchObject({ status: 410, body: { errorMessage: 'This link was revoked by whoever shared it. Ask them for a new one if you still need it.' } });
    expect((await shares(applicantId)).body.data).toEqual([expect.objectContaining({ shareId, status: 'revoked' })]);
    expect(await revoke(shareId)).toMatchObject({ status: 200 });
    expect((await shareEvents(shareId)).map((event) => event.event_type)).toEqual(['ResultShared', 'ResultShareRevoked']);
  });

  it('when the days have passed, then opening the link says it expired', async () => {
    const applicantId = await givenResult();
    const { token } = (await share(applicantId, company, 1)).body.data!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + day + 1000 });

    expect(await open(token)).toMatchObject({ status: 410, body: { errorMessage: 'This link has expired. Ask whoever sent it for a new one.' } });
  });

  it('when a link is unknown, then opening it says so in its own words', async () => {
    expect(await open('A'.repeat(43))).toMatchObject({
      status: 404,
      body: { errorMessage: 'This link does not open a result. Check that it was copied whole, or ask whoever sent it for a new one.' },
    });
    expect((await open('too-short')).status).toBe(400);
  });

  it('when another company tries to share, list or revoke it, then it is answered as an unknown one and nothing changes', async () => {
    const applicantId = await givenResult();
    const { shareId, token } = (await share(applicantId)).body.data!;
    const unknownResult = await share(applicantId, other);
    expect(unknownResult.status).toBe(404);
    expect(unknownResult.body).toEqual((await share('00000000-0000-4000-8000-000000000000', other)).body);
    expect((await shares(applicantId, other)).body.data).toEqual([]);

    const refused = await revoke(shareId, other);
    expect(refused).toMatchObject({ status: 404, body: { errorMessage: 'No such link to this result.' } });
    expect((await revoke('00000000-0000-4000-8000-000000000000', other)).body).toEqual(refused.body);
    expect((await open(token)).status).toBe(200);
  });

  it('when the company asks for 3 days, then it is refused in words and no link is made', async () => {
    const applicantId = await givenResult();
    expect(await share(applicantId, company, 3)).toMatchObject({ status: 400, body: { errorMessage: expect.stringContaining('must be 1, 7 or 30 (days)') } });
    expect((await shares(applicantId)).body.data).toEqual([]);
    expect(
      await api.db.selectFrom('events').select('event_type').where('event_type', '=', 'ResultShared').where(sql<boolean>`data->>'applicantId' = ${applicantId}`).execute(),
    ).toEqual([]);
  });
});

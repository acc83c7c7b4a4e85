import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantTestEnv } from './given-applicants.ts';
import { givenResults } from './given-results.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let swedishCompany: RegisteredCompany;
beforeAll(async () => {
  app = api.app({ ...applicantTestEnv, SHARED_RESULT_CLIENT_LIMIT: '1000', REDIS_PREFIX: 'shares-language' });
  swedishCompany = await givenSignedInCompany(app, { companyName: 'Svenska AB', language: 'sv' });
});

/** A link the Swedish company made to one of its results, then revoked: opening it is refused with words. */
async function givenRevokedLink() {
  const [applicantId] = await givenResults(api.db, swedishCompany, [{ fullName: 'Grace Hopper', email: `grace.${Date.now()}@example.com`, wpm: 72, accuracy: 98 }]);
  const made = await post<{ data: { token: string; shareId: string } }>(app, '/db/shareresult', { applicantId }, swedishCompany.accessToken);
  await post(app, '/db/revokeresultshare', { shareId: made.body.data.shareId }, swedishCompany.accessToken);
  return made.body.data.token;
}
const open = (token: string, headers: Record<string, string>) => post<{ errorMessage?: string }>(app, '/public/getsharedresult', { token }, undefined, headers);

describe('given a link a Swedish company shared with a colleague', () => {
  it("when the colleague's browser asks for English, then the shared page's words are English, not the company's Swedish", async () => {
    const token = await givenRevokedLink();

    const answer = await open(token, { 'accept-language': 'en-GB,en;q=0.9' });

    expect(answer).toEqual({ status: 410, body: { success: false, errorMessage: 'This link was revoked by whoever shared it. Ask them for a new one if you still need it.' } });
  });

  it('when the colleague chose Swedish (the language switch, its cookie), then Swedish, whatever the browser asks for; a Swedish browser alone gets Swedish too', async () => {
    const token = await givenRevokedLink();
    const swedish = 'Länken har återkallats av den som delade den. Be om en ny om du fortfarande behöver den.';

    expect((await open(token, { 'accept-language': 'en-GB', cookie: 'language=sv' })).body.errorMessage).toBe(swedish);
    expect((await open(token, { 'accept-language': 'sv-SE' })).body.errorMessage).toBe(swedish);
  });

  it('when an English company shares and the colleague chose Swedish, then Swedish: the viewer decides either way', async () => {
    const english = await givenSignedInCompany(app, { language: 'en' });
    const [applicantId] = await givenResults(api.db, english, [{ fullName: 'Ada Lovelace', email: `ada.${Date.now()}@example.com`, wpm: 60, accuracy: 97 }]);
    const made = await post<{ data: { token: string; shareId: string } }>(app, '/db/shareresult', { applicantId }, english.accessToken);
    await post(app, '/db/revokeresultshare', { shareId: made.body.data.shareId }, english.accessToken);

    expect((await open(made.body.data.token, { cookie: 'language=sv' })).body.errorMessage).toMatch(/^Länken har återkallats/);
  });
});

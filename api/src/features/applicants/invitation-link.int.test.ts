import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { codeInMail, givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantRow, applicantTables, applicantTestEnv } from './given-applicants.ts';

const api = useTestApi();
type App = ReturnType<TestApi['app']>;
let app: App;
let company: RegisteredCompany;

async function verify(on: App, who: RegisteredCompany) {
  const oobCode = await codeInMail(api.db, 'companyWelcome', who.loginEmail, 'verifyCode');
  expect((await post(on, '/auth/applyactioncode', { mode: 'verifyEmail', oobCode })).status).toBe(200);
}

const openLink = async (on: App, who: RegisteredCompany) => post<{ data?: { token: string | null } }>(on, '/db/openinvitationlink', {}, who.accessToken);
const apply = (on: App, body: { token: string; fullName: string; email: string }) => post<{ message?: string }>(on, '/public/applyinvitationlink', body);
const invitationMailsTo = async (email: string) =>
  (await api.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'applicantInvitation').where('recipient', '=', email).execute()).length;

async function givenOpenLink(on: App): Promise<{ who: RegisteredCompany; token: string }> {
  const who = await givenSignedInCompany(on);
  await verify(on, who);
  const token = (await openLink(on, who)).body.data?.token;
  if (!token) throw new Error('the link did not open');
  return { who, token };
}

beforeAll(async () => {
  app = api.app({ ...applicantTestEnv, INVITATION_LINK_CLIENT_LIMIT: '1000', INVITATION_LINK_ADDRESS_LIMIT: '2', REDIS_PREFIX: 'link-main' });
  company = await givenSignedInCompany(app);
});

describe("given a company's public link for job adverts", () => {
  it('when its login e-mail is not verified, then the link cannot be turned on, in words, and nothing changes', async () => {
    const opened = await openLink(app, company);
    expect(opened).toMatchObject({ status: 403, body: { errorMessage: `The public link can be turned on once your login e-mail ${company.loginEmail} is verified.` } });
    expect((await post<{ data?: { token: string | null } }>(app, '/db/getinvitationlink', {}, company.accessToken)).body.data).toEqual({ token: null });
  });

  it('when someone enters their name and e-mail on it, then they are invited as by the company and get the normal invitation mail, once', async () => {
    const { who, token } = await givenOpenLink(app);
    expect(await post(app, '/public/invitationlink', { token })).toMatchObject({ status: 200, body: { data: { companyName: expect.any(String) } } });
    const ada = applicantRow('Ada Lovelace');
    const answer = await apply(app, { token, ...ada });
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: `Check your inbox: the link to the test is on its way to ${ada.email}. It may take a minute.` } });
    expect(await invitationMailsTo(ada.email)).toBe(1);
    const listed = await post<{ data: { email: string }[] }>(app, '/db/getapplicantcodeswithnames', {}, who.accessToken);
    expect(listed.body.data.map((entry) => entry.email)).toContain(ada.email);

    // The same address again: told it has an invitation already, with nothing about anyone else; no second mail.
    const again = await apply(app, { token, fullName: 'Someone Else', email: ada.email.toUpperCase() });
    expect(again).toMatchObject({ status: 409, body: { errorMessage: expect.stringContaining(`${ada.email.toUpperCase()} already has an invitation from`) } });
    expect(JSON.stringify(again.body)).not.toContain('Ada Lovelace');
    expect(await invitationMailsTo(ada.email)).toBe(1);
  });

  it("when the row fails the invitation checks, then the checks' words are answered and nothing changes", async () => {
    const { token } = await givenOpenLink(app);
    const before = await applicantTables(api.db);
    expect(await apply(app, { token, fullName: 'Grace', email: 'grace@localhost' })).toMatchObject({
      status: 400,
      body: { errorMessage: 'grace@localhost is not a valid e-mail, please check and try again.' },
    });
    expect(await apply(app, { token, fullName: ' ', email: 'grace@example.com' })).toMatchObject({ status: 400 });
    expect(await applicantTables(api.db)).toEqual(before);
  });

  it('when the company renews the link, then the old one refuses and the new one works; when it turns the link off, then it refuses', async () => {
    const { who, token } = await givenOpenLink(app);
    const renewed = (await openLink(app, who)).body.data?.token;
    expect(renewed).toEqual(expect.any(String));
    expect(renewed).not.toBe(token);
    const before = await applicantTables(api.db);
    expect(await apply(app, { token, ...applicantRow('Old Link') })).toMatchObject({
      status: 404,
      body: { errorMessage: 'This link is not in use any more. Ask the company for a new one.' },
    });
    expect(await applicantTables(api.db)).toEqual(before);

    expect((await post(app, '/db/closeinvitationlink', {}, who.accessToken)).status).toBe(200);
    const row = applicantRow('After Closing');
    expect(await apply(app, { token: renewed ?? '', ...row })).toMatchObject({ status: 404 });
    expect(await post(app, '/public/invitationlink', { token: renewed })).toMatchObject({ status: 404 });
    expect(await invitationMailsTo(row.email)).toBe(0);
    expect((await post<{ data?: { token: string | null } }>(app, '/db/getinvitationlink', {}, who.accessToken)).body.data).toEqual({ token: null });
  });

  it('when one address asks past INVITATION_LINK_ADDRESS_LIMIT, across companies, then it is refused with when to try again, and no more mail goes to it', async () => {
    const first = await givenOpenLink(app);
    const second = await givenOpenLink(app);
    const third = await givenOpenLink(app);
    const row = applicantRow('Ada Often');
    expect((await apply(app, { token: first.token, ...row })).status).toBe(200);
    expect((await apply(app, { token: second.token, ...row })).status).toBe(200);
    const refused = await apply(app, { token: third.token, ...row });
    expect(refused).toMatchObject({ status: 429, body: { errorMessage: expect.stringMatching(/^Too many requests\. Please try again in /) } });
    expect(await invitationMailsTo(row.email)).toBe(2);
  });
});

describe('given many requests to public links from one client', () => {
  it('when they pass INVITATION_LINK_CLIENT_LIMIT, then the next is refused with when to try again, before anything is looked up or sent', async () => {
    const limited = api.app({ ...applicantTestEnv, INVITATION_LINK_CLIENT_LIMIT: '3', REDIS_PREFIX: 'link-client' });
    const { token } = await givenOpenLink(limited);
    for (const name of ['One', 'Two']) expect((await apply(limited, { token, ...applicantRow(name) })).status).toBe(200);
    expect((await post(limited, '/public/invitationlink', { token })).status).toBe(200);
    const row = applicantRow('Four');
    const refused = await apply(limited, { token, ...row });
    expect(refused).toMatchObject({ status: 429, body: { errorMessage: expect.stringMatching(/^Too many requests\. Please try again in /) } });
    expect(await invitationMailsTo(row.email)).toBe(0);
  });

  it("when the company's invitations this hour are used up, then the link answers that the company cannot take more now, and nothing is sent", async () => {
    const limited = api.app({ ...applicantTestEnv, INVITATION_RATE_LIMIT: '1', REDIS_PREFIX: 'link-company' });
    const { token } = await givenOpenLink(limited);
    expect((await apply(limited, { token, ...applicantRow('First') })).status).toBe(200);
    const row = applicantRow('Second');
    expect(await apply(limited, { token, ...row })).toMatchObject({
      status: 429,
      body: { errorMessage: expect.stringContaining('cannot take more applicants through this link just now') },
    });
    expect(await invitationMailsTo(row.email)).toBe(0);
  });
});

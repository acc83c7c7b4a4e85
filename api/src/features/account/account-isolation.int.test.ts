import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyView } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { accountTestEnv, codeInMail, companyEvents, givenSignedInCompany, lastMail, post, type RegisteredCompany } from './given-account.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
/** The company whose data must not leak or change. */
let victim: RegisteredCompany;
/** A company signed in with its own valid token, trying every account call on the victim. */
let intruder: RegisteredCompany;
beforeAll(async () => {
  app = api.app(accountTestEnv);
  victim = await givenSignedInCompany(app);
  intruder = await givenSignedInCompany(app);
  await post(app, '/db/inserttexts', { texts: ["The victim's secret text"], isDefaultCB: false }, victim.accessToken);
});

/** Everything of the victim's: read rows, its stream, its secrets and its mails. */
async function victimsData() {
  const id = victim.companyId;
  return {
    company: await api.db.selectFrom('companies').selectAll().where('company_id', '=', id).executeTakeFirstOrThrow(),
    emails: await api.db.selectFrom('company_emails').selectAll().where('company_id', '=', id).orderBy('email').execute(),
    events: await companyEvents(api.db, id),
    credentials: await api.db.selectFrom('company_credentials').selectAll().where('company_id', '=', id).execute(),
    sessions: await api.db.selectFrom('company_sessions').selectAll().where('company_id', '=', id).orderBy('session_id').execute(),
    codes: await api.db.selectFrom('one_time_codes').selectAll().where('company_id', '=', id).orderBy('code_hash').execute(),
    mails: await api.db.selectFrom('mail_outbox').select(['id', 'kind']).where('recipient', '=', victim.loginEmail).orderBy('id').execute(),
  };
}

const victimId = () => victim.companyId;
const asIntruder = (path: string, body: unknown) => post(app, path, body, intruder.accessToken);
const leaks = (answer: unknown) => {
  const text = JSON.stringify(answer);
  return [victim.companyId, victim.loginEmail, victim.textFolder, "The victim's secret text"].filter((secret) => text.includes(secret));
};

describe('a signed-in company can reach only its own account, whatever the request names', () => {
  it("given the intruder's token, when it reads the company behind a token while sending the victim's, then the intruder's own company", async () => {
    const answer = await post(app, '/db/getCompanyFromToken', { tokens: { accessToken: victim.accessToken, refreshToken: victim.refreshToken } }, intruder.accessToken);
    expect((answer.body.data as CompanyView).companyId).toBe(intruder.companyId);
    expect(leaks(answer)).toEqual([]);
  });

  it.each([
    ['reads texts', '/db/gettextsverified', () => ({ isDefaultCB: false })],
    ['reads texts naming the victim', '/db/gettextsverified', () => ({ isDefaultCB: false, companyId: victimId() })],
    ['saves texts naming the victim', '/db/inserttexts', () => ({ texts: ['Overwritten'], isDefaultCB: false, companyId: victimId() })],
    ['saves texts', '/db/inserttexts', () => ({ texts: ["The intruder's own text"], isDefaultCB: false })],
    ['saves settings naming the victim', '/db/editCompany', () => ({ accountSettings: { companyId: victimId() } })],
    [
      "takes the victim's URL and address",
      '/db/editCompany',
      () => ({
        accountSettings: {
          companyName: 'Intruder',
          loginEmail: victim.loginEmail,
          emailForReceivingResults: victim.loginEmail,
          contactName: 'I',
          textFolder: victim.textFolder,
          address: 'x',
          postCode: 'y',
          vatNo: 'z',
        },
      }),
    ],
    ['writes to support as the victim', '/email/contactus', () => ({ contactUs: { title: 'Hi', details: 'From the victim', contactMethod: 'email', email: victim.loginEmail } })],
    ["asks for the victim's verification mail", '/email/sendverification', () => ({ companyId: victimId() })],
    ['asks for a verification mail', '/email/sendverification', () => ({})],
  ])("given the intruder's token, when it %s, then nothing of the victim's is shown or changed", async (_name, path, body) => {
    const before = await victimsData();
    const answer = await asIntruder(path, body());
    expect(answer.status).toBeLessThan(500);
    expect(leaks(answer)).toEqual([]);
    expect(await victimsData()).toEqual(before);
  });

  it("given the intruder's token, when it verifies with the victim's code, then 400, the victim is not verified and the code still works for the victim", async () => {
    const code = await codeInMail(api.db, 'companyWelcome', victim.loginEmail, 'verifyCode');
    const before = await victimsData();
    expect((await asIntruder('/email/verifyemail', { verificationCode: code })).status).toBe(400);
    expect(await victimsData()).toEqual(before);
    expect((await post(app, '/email/verifyemail', { verificationCode: code }, victim.accessToken)).body.message).toBe('E-mail verified');
  });

  it("given the intruder's support message naming the victim's address, then the mail replies to the intruder", async () => {
    await asIntruder('/email/contactus', { contactUs: { title: 'Hi', details: 'x', contactMethod: 'email', email: victim.loginEmail } });
    expect((await lastMail(api.db, 'supportRequest', 'operators@typetest.test'))?.reply_to).toBe(intruder.loginEmail);
  });

  it("given the intruder's texts saved, then the victim's texts are its own still", async () => {
    const texts = await post<{ data: string[] }>(app, '/db/gettextsverified', { isDefaultCB: false }, victim.accessToken);
    expect(texts.body.data).toEqual(["The victim's secret text"]);
  });
});

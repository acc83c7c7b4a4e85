import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyView } from '@typetest/events';
import { overHttp, serveOnFreePort, type ServedApp } from '../../testing/serve-app.ts';
import { useTestApi } from '../../testing/test-api.ts';
import { codeInMail, everything, givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantRow, applicantTables, applicantTestEnv, givenInvited, invite, type ApplicantAnswer } from './given-applicants.ts';

/**
 * What a company can make the product mail to other people, over real HTTP as an attacker would
 * try it: until its login e-mail is verified, 3 mails with a link to addresses not its own in all
 * (invitations, new links and reminders alike, whatever it changes meanwhile); and for every
 * company, at most 5 mails a day to any one address, the notices of its e-mail changes included.
 */

const api = useTestApi();
const served: ServedApp[] = [];
type Client = ReturnType<typeof overHttp>;
/** The product over HTTP, with the limits under test (the others out of the way). */
async function product(env: Record<string, string>): Promise<Client> {
  const one = await serveOnFreePort(api.app({ ...applicantTestEnv, ...env }));
  served.push(one);
  return overHttp(one);
}
afterAll(async () => {
  await Promise.all(served.map((one) => one.close()));
});

let unverifiedProduct: Client;
let verifiedProduct: Client;
beforeAll(async () => {
  unverifiedProduct = await product({ UNVERIFIED_INVITATION_LIMIT: '3', RECIPIENT_MAIL_LIMIT: '100000' });
  verifiedProduct = await product({ RECIPIENT_MAIL_LIMIT: '5' });
});

const mailsTo = async (email: string) => (await api.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute()).length;
const resend = (app: Client, company: RegisteredCompany, applicantCode: string) =>
  post<ApplicantAnswer>(app, '/db/sendinvitation', { currentApplicantCode: applicantCode }, company.accessToken);
const remind = (app: Client, company: RegisteredCompany, applicantCode: string, headers: Record<string, string> = {}) =>
  post<ApplicantAnswer>(app, '/db/sendreminder', { applicantId: applicantCode }, company.accessToken, headers);

async function verify(app: Client, company: RegisteredCompany) {
  const oobCode = await codeInMail(api.db, 'companyWelcome', company.loginEmail, 'verifyCode');
  expect((await post(app, '/auth/applyactioncode', { mode: 'verifyEmail', oobCode })).status).toBe(200);
}

/** Saves the account settings with these e-mail addresses, as the settings screen would (with the password). */
async function changeEmails(app: Client, company: RegisteredCompany, emails: { loginEmail?: string; emailForReceivingResults?: string }) {
  const view = (await post(app, '/db/getCompanyFromToken', {}, company.accessToken)).body.data as CompanyView;
  const { companyId: _, isDefaultCb: __, emailVerified: ___, ...settings } = view;
  return post(app, '/db/editCompany', { accountSettings: { ...settings, ...emails }, currentPassword: company.password }, company.accessToken);
}

const allowanceUsedUp = (email: string) => ({
  status: 403,
  body: {
    success: false,
    code: 'unverifiedLimit',
    errorTitle: 'Verify your e-mail address first',
    errorMessage: `Until you verify your e-mail address ${email}, you can send applicants at most 3 e-mails with a link (invitations, new links and reminders), and they have all been sent. Open the link in the e-mail we sent you, or send the verification e-mail again.`,
  },
});

describe('given a company whose login e-mail is not verified', () => {
  it('when it sends one stranger the invitation again and reminders, 30 calls, then the stranger gets 3 mails in all and every call after them is refused in words, changing nothing', async () => {
    const company = await givenSignedInCompany(unverifiedProduct);
    const stranger = applicantRow('Stranger');
    const [invited] = await givenInvited(unverifiedProduct, company, [stranger]);

    const answers: number[] = [];
    for (let call = 0; call < 30; call++) {
      const answer = call % 2 === 0 ? await resend(unverifiedProduct, company, invited!.applicantCode) : await remind(unverifiedProduct, company, invited!.applicantCode);
      answers.push(answer.status);
    }

    expect(answers.slice(0, 2)).toEqual([200, 200]);
    expect(answers.slice(2).every((status) => status === 403)).toBe(true);
    expect(await mailsTo(stranger.email)).toBe(3);
    const before = await applicantTables(api.db);
    expect(await remind(unverifiedProduct, company, invited!.applicantCode)).toEqual(allowanceUsedUp(company.loginEmail));
    expect(await resend(unverifiedProduct, company, invited!.applicantCode)).toEqual(allowanceUsedUp(company.loginEmail));
    expect(await applicantTables(api.db)).toEqual(before);
  });

  it('when it changes its login e-mail again and again, then the allowance does not start again: 3 strangers in all, not 3 per address', async () => {
    const company = await givenSignedInCompany(unverifiedProduct);
    await givenInvited(unverifiedProduct, company, [applicantRow(), applicantRow(), applicantRow()]);

    const invitedAfterChanges: number[] = [];
    for (let change = 0; change < 3; change++) {
      expect((await changeEmails(unverifiedProduct, company, { loginEmail: `changed${change}.${company.loginEmail}` })).status).toBe(200);
      const rows = [applicantRow(), applicantRow(), applicantRow()];
      expect((await invite(unverifiedProduct, company, rows)).status).toBe(403);
      invitedAfterChanges.push((await Promise.all(rows.map((row) => mailsTo(row.email)))).reduce((sum, n) => sum + n, 0));
    }

    expect(invitedAfterChanges).toEqual([0, 0, 0]);
    const list = (await post<{ unverifiedAllowance: unknown }>(unverifiedProduct, '/db/getapplicantcodeswithnames', {}, company.accessToken)).body;
    expect(list.unverifiedAllowance).toEqual({ max: 3, left: 0 });
  });

  it('when it invites its own address, then that mail tells no stranger anything and uses none of the allowance', async () => {
    const company = await givenSignedInCompany(unverifiedProduct);
    await givenInvited(unverifiedProduct, company, [{ fullName: 'Myself', email: company.loginEmail }]);

    const list = (await post<{ unverifiedAllowance: unknown }>(unverifiedProduct, '/db/getapplicantcodeswithnames', {}, company.accessToken)).body;
    expect(list.unverifiedAllowance).toEqual({ max: 3, left: 3 });
  });

  it("when it makes a stranger's address its login e-mail and invites it, then that is no mail to itself: it counts", async () => {
    const company = await givenSignedInCompany(unverifiedProduct);
    const stranger = `stranger.${company.loginEmail}`;
    expect((await changeEmails(unverifiedProduct, company, { loginEmail: stranger })).status).toBe(200);
    await givenInvited(unverifiedProduct, company, [{ fullName: 'Stranger', email: stranger }]);

    const list = (await post<{ unverifiedAllowance: unknown }>(unverifiedProduct, '/db/getapplicantcodeswithnames', {}, company.accessToken)).body;
    expect(list.unverifiedAllowance).toEqual({ max: 3, left: 2 });
  });
});

describe('given a verified company and at most 5 mails a day to one address', () => {
  it('when it sends one applicant the invitation again and reminders, 30 calls, then the applicant gets 5 mails, the calls after are refused with 429 in words, and another applicant is still reached', async () => {
    const company = await givenSignedInCompany(verifiedProduct);
    await verify(verifiedProduct, company);
    const applicant = applicantRow();
    const [invited] = await givenInvited(verifiedProduct, company, [applicant]);

    const statuses: number[] = [];
    for (let call = 0; call < 30; call++) {
      const answer = call % 2 === 0 ? await remind(verifiedProduct, company, invited!.applicantCode) : await resend(verifiedProduct, company, invited!.applicantCode);
      statuses.push(answer.status);
    }

    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.slice(4).every((status) => status === 429)).toBe(true);
    expect(await mailsTo(applicant.email)).toBe(5);

    const before = await applicantTables(api.db);
    const refused = await verifiedProduct.request('/api/db/sendreminder', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${company.accessToken}` },
      body: JSON.stringify({ applicantId: invited!.applicantCode }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(((await refused.json()) as ApplicantAnswer).errorMessage).toBe(
      `${applicant.email} has already had 5 e-mails from us about your company lately, the most one address gets. Nothing was sent or changed. Please try again in about a day.`,
    );
    expect((await remind(verifiedProduct, company, invited!.applicantCode, { cookie: 'language=sv' })).body.errorMessage).toBe(
      `${applicant.email} har redan fått 5 mejl från oss om ditt företag på sistone, det mesta en adress får. Inget skickades eller ändrades. Försök igen om ungefär ett dygn.`,
    );
    expect(await applicantTables(api.db)).toEqual(before);

    expect((await invite(verifiedProduct, company, [applicantRow()])).status).toBe(200);
  });

  it("when it flips its login e-mail between someone else's address and its own 30 times, then that address gets 5 mails and the changes after them are refused, changing nothing", async () => {
    const company = await givenSignedInCompany(verifiedProduct);
    const victim = `victim.${company.loginEmail}`;

    const statuses: number[] = [];
    for (let flip = 0; flip < 30; flip++) {
      const now = ((await post(verifiedProduct, '/db/getCompanyFromToken', {}, company.accessToken)).body.data as CompanyView).loginEmail;
      statuses.push((await changeEmails(verifiedProduct, company, { loginEmail: now === victim ? company.loginEmail : victim })).status);
    }

    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(await mailsTo(victim)).toBe(5);
    const before = await everything(api.db);
    const refused = await changeEmails(verifiedProduct, company, { loginEmail: company.loginEmail });
    expect(refused.body.errorMessage).toMatch(new RegExp(`^${victim.replaceAll('.', '\\.')} has already had 5 e-mails from us about your company lately`));
    expect(await everything(api.db)).toEqual(before);
  });

  it("when it flips its results e-mail between someone else's address and its own 30 times, then no address gets more than 5 mails from it", async () => {
    const company = await givenSignedInCompany(verifiedProduct);
    const victim = `victim.${company.loginEmail}`;
    const own = `results.${company.loginEmail}`;

    for (let flip = 0; flip < 30; flip++) await changeEmails(verifiedProduct, company, { emailForReceivingResults: flip % 2 === 0 ? victim : own });

    expect(await mailsTo(victim)).toBeLessThanOrEqual(5);
    // Its own login e-mail: the welcome mail, and at most 5 notices of the changes.
    expect(await mailsTo(company.loginEmail)).toBeLessThanOrEqual(1 + 5);
  });
});

describe('given a company and 2 account mails an hour', () => {
  it('when it changes its login e-mail a third time within the hour, then the change is refused with 429 and nothing changed; other settings still save', async () => {
    const app = await product({ ACCOUNT_MAIL_RATE_LIMIT: '2' });
    const company = await givenSignedInCompany(app);
    expect((await changeEmails(app, company, { loginEmail: `first.${company.loginEmail}` })).status).toBe(200);
    expect((await changeEmails(app, company, { emailForReceivingResults: `second.${company.loginEmail}` })).status).toBe(200);

    const before = await everything(api.db);
    const refused = await changeEmails(app, company, { loginEmail: `third.${company.loginEmail}` });
    expect(refused.status).toBe(429);
    expect(refused.body.errorMessage).toMatch(/^Too many requests\. Please try again in about (an hour|\d+ minutes)\.$/);
    expect(await everything(api.db)).toEqual(before);

    const view = (await post(app, '/db/getCompanyFromToken', {}, company.accessToken)).body.data as CompanyView;
    const { companyId: _, isDefaultCb: __, emailVerified: ___, ...settings } = view;
    expect((await post(app, '/db/editCompany', { accountSettings: { ...settings, contactName: 'Berit Berg' } }, company.accessToken)).status).toBe(200);
  });
});

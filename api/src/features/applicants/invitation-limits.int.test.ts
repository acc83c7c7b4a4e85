import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyView } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { codeInMail, givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantRow, applicantTables, applicantTestEnv, givenInvited, invite, type ApplicantAnswer } from './given-applicants.ts';

/**
 * What an account may send through the product's sender: at most 3 applicants until its login
 * e-mail is verified, and invitations per hour that a refused batch does not use up.
 */

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let limited: ReturnType<TestApi['app']>;
beforeAll(() => {
  // The product's own allowance for unverified accounts (3); the rate limit out of the way.
  app = api.app({ ...applicantTestEnv, UNVERIFIED_INVITATION_LIMIT: '3' });
  // Five invitations an hour, so a test can reach the rate limit; verified companies only.
  limited = api.app({ ...applicantTestEnv, INVITATION_RATE_LIMIT: '5' });
});

interface ListAnswer extends ApplicantAnswer {
  data: { email: string; applicantCode: string }[];
  unverifiedAllowance: { max: number; left: number } | null;
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => applicantRow(`Applicant ${i + 1}`));
const allowance = async (company: RegisteredCompany) => (await post<ListAnswer>(app, '/db/getapplicantcodeswithnames', {}, company.accessToken)).body.unverifiedAllowance;

/** Follows the verification link of the welcome mail, as the company would. */
async function verify(company: RegisteredCompany, kind: 'companyWelcome' | 'emailVerification' = 'companyWelcome', email = company.loginEmail) {
  const oobCode = await codeInMail(api.db, kind, email, 'verifyCode');
  const answer = await post(app, '/auth/applyactioncode', { mode: 'verifyEmail', oobCode });
  if (answer.status !== 200) throw new Error(`verification failed: ${JSON.stringify(answer.body)}`);
}

const unverifiedRefusal = (email: string, left: number) => ({
  status: 403,
  body: {
    success: false,
    code: 'unverifiedLimit',
    errorTitle: 'Verify your e-mail address first',
    errorMessage: `Until you verify your e-mail address ${email}, you can invite at most 3 applicants (new links and reminders count too). Invitations left: ${left}. Open the link in the e-mail we sent you, or send the verification e-mail again.`,
  },
});

describe('given a company whose login e-mail is not verified', () => {
  it('when it invites 2 and then 2 more, then the second list is refused with 403 in words, nothing is recorded and no mail goes out; 1 more is still allowed', async () => {
    const company = await givenSignedInCompany(app);
    expect(await allowance(company)).toEqual({ max: 3, left: 3 });
    expect((await invite(app, company, rows(2))).status).toBe(200);
    expect(await allowance(company)).toEqual({ max: 3, left: 1 });

    const before = await applicantTables(api.db);
    const mailsBefore = await api.db.selectFrom('mail_outbox').select('id').execute();
    expect(await invite(app, company, rows(2))).toEqual(unverifiedRefusal(company.loginEmail, 1));
    expect(await applicantTables(api.db)).toEqual(before);
    expect(await api.db.selectFrom('mail_outbox').select('id').execute()).toEqual(mailsBefore);

    expect((await invite(app, company, rows(1))).status).toBe(200);
    expect(await allowance(company)).toEqual({ max: 3, left: 0 });
    expect(await invite(app, company, rows(1))).toEqual(unverifiedRefusal(company.loginEmail, 0));
  });

  it('when it removes an applicant it invited, then the allowance does not come back: 3 in all, not 3 at a time', async () => {
    const company = await givenSignedInCompany(app);
    const invited = await givenInvited(app, company, rows(3));
    expect((await post(app, '/db/deleteapplicant', { currentApplicantCode: invited[0]!.applicantCode }, company.accessToken)).status).toBe(200);

    expect(await invite(app, company, rows(1))).toEqual(unverifiedRefusal(company.loginEmail, 0));
  });

  it('when it sends two lists of 2 at the same moment, then one is invited and the other refused: never 4', async () => {
    const company = await givenSignedInCompany(app);
    const answers = await Promise.all([invite(app, company, rows(2)), invite(app, company, rows(2))]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    expect(answers.find((answer) => answer.status === 403)?.body.errorMessage).toContain('Invitations left: 1.');
    expect(await allowance(company)).toEqual({ max: 3, left: 1 });
  });

  it('when it verifies its e-mail, then it may invite more than 3, and the list says there is no allowance any more', async () => {
    const company = await givenSignedInCompany(app);
    await givenInvited(app, company, rows(3));
    await verify(company);

    expect(await allowance(company)).toBeNull();
    expect((await invite(app, company, rows(5))).status).toBe(200);
  });
});

describe('given a verified company that changes its login e-mail', () => {
  it('when the new address is not verified yet, then it may invite 3 more (counted from the change), and freely again once it is verified', async () => {
    const company = await givenSignedInCompany(app);
    await verify(company);
    await givenInvited(app, company, rows(5));

    const view = (await post(app, '/db/getCompanyFromToken', {}, company.accessToken)).body.data as CompanyView;
    const { companyId: _, isDefaultCb: __, emailVerified: ___, ...settings } = view;
    const newEmail = `changed.${Date.now()}@acme.example`;
    expect((await post(app, '/db/editCompany', { accountSettings: { ...settings, loginEmail: newEmail }, currentPassword: company.password }, company.accessToken)).status).toBe(
      200,
    );

    expect(await allowance(company)).toEqual({ max: 3, left: 3 });
    expect((await invite(app, company, rows(3))).status).toBe(200);
    expect(await invite(app, company, rows(1))).toEqual(unverifiedRefusal(newEmail, 0));

    await verify(company, 'emailVerification', newEmail);
    expect((await invite(app, company, rows(1))).status).toBe(200);
  });
});

describe('given a verified company with 5 invitations an hour', () => {
  async function verifiedCompany() {
    const company = await givenSignedInCompany(limited);
    await verify(company);
    return company;
  }

  it('when a list of 3 is refused by the rate limit after 3 were sent, then the 2 left can still be sent', async () => {
    const company = await verifiedCompany();
    expect((await invite(limited, company, rows(3))).status).toBe(200);

    const refused = await invite(limited, company, rows(3));
    expect(refused.status).toBe(429);
    expect(refused.body.errorMessage).toMatch(/^You have sent many invitations in a short time\. Please send more /);

    expect((await invite(limited, company, rows(2))).status).toBe(200);
    expect((await invite(limited, company, rows(1))).status).toBe(429);
  });
});

describe('given a company whose e-mail is not verified and 4 invitations an hour', () => {
  it('when a list of 4 is refused for the missing verification, then it uses up none of the 4: once verified, 4 go out', async () => {
    const both = api.app({ ...applicantTestEnv, UNVERIFIED_INVITATION_LIMIT: '3', INVITATION_RATE_LIMIT: '4' });
    const company = await givenSignedInCompany(both);
    expect((await invite(both, company, rows(4))).status).toBe(403);

    await verify(company);
    expect((await invite(both, company, rows(4))).status).toBe(200);
  });
});

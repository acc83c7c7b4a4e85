import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantEvents, applicantRow, applicantTables, applicantTestEnv, givenInvited, invite, linkCodeOf, submitAuth, type ApplicantAnswer } from './given-applicants.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
beforeAll(async () => {
  app = api.app(applicantTestEnv);
  company = await givenSignedInCompany(app);
});

const list = async (by = company) =>
  (await post<ApplicantAnswer & { data: { email: string; applicantCode: string }[] }>(app, '/db/getapplicantcodeswithnames', {}, by.accessToken)).body.data;

describe('given a signed-in company inviting applicants', () => {
  it('when it sends two rows, then both await results, each gets a mail with a personal link, and "sent" is answered', async () => {
    const ada = applicantRow('Ada Lovelace');
    const alan = applicantRow('Alan Turing');
    const answer = await invite(app, company, [ada, { ...alan, email: alan.email.toUpperCase() }]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: 'sent' });
    const emails = (await list()).map((entry) => entry.email);
    expect(emails).toEqual(expect.arrayContaining([ada.email, alan.email]));

    const mail = await api.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'applicantInvitation').where('recipient', '=', alan.email).executeTakeFirstOrThrow();
    expect(mail.payload).toMatchObject({ fullName: 'Alan Turing', textFolder: company.textFolder, companyName: expect.any(String) });
    const code = await linkCodeOf(api.db, alan.email);
    expect(Buffer.from(code, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect((await submitAuth(app, { textFolder: company.textFolder, urlApplicantCode: code })).status).toBe(200);
    // The code itself is nowhere but in the mail: not in the log, not in the list.
    const logged = JSON.stringify(await api.db.selectFrom('events').select('data').execute());
    expect(logged).not.toContain(code);
    expect(JSON.stringify(await list())).not.toContain(code);
  });

  it.each([
    ['no applicant (only blank rows)', [{ fullName: ' ', email: '' }], 400, 'No applicant', 'You need to enter at least 1 applicant'],
    ['a name without e-mail', [{ fullName: 'Grace Hopper', email: '' }], 400, 'Empty email', 'You need to insert a email for Grace Hopper'],
    ['an e-mail without name', [{ fullName: '', email: 'grace@example.com' }], 400, 'Empty name', 'You need to insert a full name for the email grace@example.com'],
    [
      'an e-mail twice in the list',
      [
        { fullName: 'Grace', email: 'grace@example.com' },
        { fullName: 'G. Hopper', email: 'GRACE@example.com' },
      ],
      400,
      'Email appears twice in the list',
      'Email GRACE@example.com is attempted to be added twice',
    ],
    ['an IP address as domain', [{ fullName: 'Grace', email: 'grace@[127.0.0.1]' }], 400, 'Invalid email', 'grace@[127.0.0.1] is not a valid e-mail, please check and try again.'],
    ['no top-level domain', [{ fullName: 'Grace', email: 'grace@localhost' }], 400, 'Invalid email', 'grace@localhost is not a valid e-mail, please check and try again.'],
  ])("when the list has %s, then SPEC 5's modal words are answered and nothing changes", async (_case, rows, status, title, message) => {
    const before = await applicantTables(api.db);
    const answer = await invite(app, company, rows);
    expect(answer).toMatchObject({ status, body: { success: false, errorTitle: title, errorMessage: message } });
    expect(await applicantTables(api.db)).toEqual(before);
  });

  it('when an e-mail is already on an applicant awaiting results, then "Duplicate Email ❗️" with 409, checked before the rows after it', async () => {
    const [existing] = await givenInvited(app, company, [applicantRow()]);
    const before = await applicantTables(api.db);
    const answer = await invite(app, company, [applicantRow('New One'), { fullName: 'Again', email: existing!.email }, { fullName: '', email: 'x@example.com' }]);
    expect(answer).toMatchObject({
      status: 409,
      body: { errorTitle: 'Duplicate Email ❗️', errorMessage: `Email ${existing!.email} exists on another invited applicant`, code: 'alreadyInvited' },
    });
    expect(await applicantTables(api.db)).toEqual(before);
  });

  it('when the same address is invited by two requests at the same moment, then exactly one invitation is recorded', async () => {
    const row = applicantRow('Twice At Once');
    const answers = await Promise.all([invite(app, company, [row]), invite(app, company, [row])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await list()).filter((entry) => entry.email === row.email)).toHaveLength(1);
  });

  it('when 16 rows are sent, then 400 and nothing is recorded', async () => {
    const before = await applicantTables(api.db);
    const answer = await invite(
      app,
      company,
      Array.from({ length: 16 }, () => applicantRow()),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toMatch(/at most 15/);
    expect(await applicantTables(api.db)).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"ca": ['],
    ['a missing list', {}],
    ['rows of the wrong type', { ca: 'ada@example.com' }],
    ['a NUL in a name', { ca: [{ fullName: 'Ada\u0000', email: 'ada@example.com' }] }],
    ['an unknown field', { ca: [], bcc: 'x@example.com' }],
    ['a name far too long', { ca: [{ fullName: 'A'.repeat(5000), email: 'ada@example.com' }] }],
    ['a resend of something that is not an applicant code', { currentApplicantCode: "1' OR '1'='1" }],
  ])('when the request has %s, then 400 naming the problem and nothing changes', async (_case, body) => {
    const before = await applicantTables(api.db);
    const answer = await post(app, '/db/sendinvitation', body, company.accessToken);
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toEqual(expect.any(String));
    expect(await applicantTables(api.db)).toEqual(before);
  });
});

describe('given the list of applicants awaiting results', () => {
  it("when it is asked for with GET and no payload, as SPEC 7's helper does, then the same list", async () => {
    await givenInvited(app, company, [applicantRow('By Get')]);
    const response = await app.request('/api/db/getapplicantcodeswithnames', { headers: { authorization: `Bearer ${company.accessToken}` } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toEqual(await list());
  });
});

describe('given an applicant awaiting results', () => {
  it('when the company sends the invitation again, then "re-sent", a new mail with a new link, and the old link stops working', async () => {
    const [applicant] = await givenInvited(app, company, [applicantRow('Resend Me')]);
    const oldCode = await linkCodeOf(api.db, applicant!.email);
    const answer = await post<ApplicantAnswer>(app, '/db/sendinvitation', { currentApplicantCode: applicant!.applicantCode }, company.accessToken);
    expect(answer).toMatchObject({ status: 200, body: { success: true, code: 're-sent' } });
    const newCode = await linkCodeOf(api.db, applicant!.email);
    expect(newCode).not.toBe(oldCode);
    expect((await submitAuth(app, { textFolder: company.textFolder, urlApplicantCode: oldCode })).status).toBe(404);
    expect((await submitAuth(app, { textFolder: company.textFolder, urlApplicantCode: newCode })).status).toBe(200);
    expect((await applicantEvents(api.db, applicant!.applicantCode)).map((event) => event.event_type)).toEqual(['ApplicantInvited', 'InvitationResent']);
  });

  it('when the company removes them, then they leave the list, their link shows invalid, and a second removal is 404', async () => {
    const [applicant] = await givenInvited(app, company, [applicantRow('Remove Me')]);
    const code = await linkCodeOf(api.db, applicant!.email);
    expect(await post(app, '/db/deleteapplicant', { currentApplicantCode: applicant!.applicantCode }, company.accessToken)).toEqual({ status: 200, body: { success: true } });
    expect((await list()).map((entry) => entry.applicantCode)).not.toContain(applicant!.applicantCode);
    expect(await submitAuth(app, { textFolder: company.textFolder, urlApplicantCode: code })).toEqual({
      status: 404,
      body: { success: false, errorMessage: 'The URL you entered is invalid.' },
    });
    expect((await post(app, '/db/deleteapplicant', { currentApplicantCode: applicant!.applicantCode }, company.accessToken)).status).toBe(404);
    // Removed, the address may be invited again.
    expect((await invite(app, company, [{ fullName: 'Remove Me', email: applicant!.email }])).status).toBe(200);
  });

  it('when another company names that applicant, then nothing is listed, re-sent or removed', async () => {
    const [applicant] = await givenInvited(app, company, [applicantRow('Not Yours')]);
    const other = await givenSignedInCompany(app);
    const before = await applicantTables(api.db);
    expect(await list(other)).toEqual([]);
    expect((await post(app, '/db/deleteapplicant', { currentApplicantCode: applicant!.applicantCode }, other.accessToken)).status).toBe(404);
    expect((await post(app, '/db/sendinvitation', { currentApplicantCode: applicant!.applicantCode }, other.accessToken)).status).toBe(404);
    expect((await post<ApplicantAnswer>(app, '/db/getspenthistory', { range: 0, dateSearch: '', textSearch: '' }, other.accessToken)).body.users).toEqual([]);
    expect(await applicantTables(api.db)).toEqual(before);
    // And the other company may invite the same address: applicants belong to one company.
    expect((await invite(app, other, [{ fullName: 'Not Yours', email: applicant!.email }])).status).toBe(200);
  });
});

describe('given the invitation calls without a valid token', () => {
  it.each(['/db/sendinvitation', '/db/deleteapplicant', '/db/getapplicantcodeswithnames', '/db/getspenthistory'])(
    'when %s is called, then 401 and nothing changes',
    async (path) => {
      const before = await applicantTables(api.db);
      expect((await post(app, path, { ca: [applicantRow()] })).status).toBe(401);
      expect((await post(app, path, { ca: [applicantRow()] }, 'not-a-token')).status).toBe(401);
      expect(await applicantTables(api.db)).toEqual(before);
    },
  );
});

describe('given a company that has sent many invitations', () => {
  it('when it goes past INVITATION_RATE_LIMIT in the window, then 429 says when to send more, and nothing is recorded', async () => {
    const limited = api.app({ ...applicantTestEnv, INVITATION_RATE_LIMIT: '3' });
    const sender = await givenSignedInCompany(limited);
    expect((await invite(limited, sender, [applicantRow(), applicantRow(), applicantRow()])).status).toBe(200);
    const before = await applicantTables(api.db);
    const answer = await invite(limited, sender, [applicantRow()]);
    expect(answer.status).toBe(429);
    expect(answer.body.errorMessage).toMatch(/^You have sent many invitations in a short time\. Please send more in about/);
    expect(await applicantTables(api.db)).toEqual(before);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicantDataSchema, type ApplicantData, type CompanyView } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { everything, givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantRow, applicantTestEnv, givenInvited, linkCodeOf, stageFinished, stageStarted, typedStage } from './given-applicants.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
/** Where the company's results mails go, as it registered. */
let resultsEmail: string;
beforeAll(async () => {
  app = api.app(applicantTestEnv);
  company = await givenSignedInCompany(app, { timeZone: 'Europe/Stockholm', companyName: 'Acme Recruiting AB' });
  const view = await post<{ data: CompanyView }>(app, '/db/getCompanyFromToken', {}, company.accessToken);
  resultsEmail = view.body.data.emailForReceivingResults;
});

/** Download applicant data as the browser asks for it: the file's name and what it holds. */
async function download(applicantId: unknown, by: RegisteredCompany = company) {
  const response = await app.request('/api/db/exportapplicantdata', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${by.accessToken}` },
    body: JSON.stringify({ applicantId }),
  });
  return { status: response.status, disposition: response.headers.get('content-disposition'), body: (await response.json()) as unknown };
}

let seeds = 5000;

describe('Download applicant data: everything held about one applicant, as a JSON file', () => {
  it('given an applicant who was reminded, had an attempt refused, and took the three tests, then the file holds each of those, the mails and the keystrokes', async () => {
    const row = { fullName: 'Åsa Öberg', email: `asa.${randomUUID().slice(0, 8)}@example.com` };
    const [invited] = await givenInvited(app, company, [row]);
    const applicantId = invited!.applicantCode;
    expect((await post(app, '/db/sendreminder', { applicantId }, company.accessToken)).status).toBe(200);
    const link = { textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, row.email) };
    // One attempt the server refuses (a claimed WPM it does not find in the log), then the three tests.
    const refused = await typedStage(app, link, { seed: ++seeds });
    expect((await stageStarted(app, link, 1)).status).toBe(200);
    expect((await stageFinished(app, link, { ...refused, wpm: refused.wpm + 50 })).status).toBe(422);
    const typed = [];
    for (let i = 0; i < 3; i++) {
      const stage = await typedStage(app, link, { seed: ++seeds });
      typed.push(stage);
      expect((await stageFinished(app, link, stage)).status).toBe(200);
    }
    const review = await post(app, '/db/reviewresult', { applicantId, decision: 'accept', note: 'Spoke on the phone' }, company.accessToken);

    const answer = await download(applicantId);

    expect(answer.status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());
    expect(answer.disposition).toBe(`attachment; filename="typetest-applicant-asa-oberg-${today}.json"`);
    const file: ApplicantData = applicantDataSchema.parse(answer.body);
    expect(file.company).toEqual({ companyName: 'Acme Recruiting AB' });
    expect(file.about).toContain('Everything Typetest holds about this applicant for Acme Recruiting AB');
    expect(file.applicant).toMatchObject({ applicantId, fullName: 'Åsa Öberg', email: row.email, status: 'completed' });
    expect(file.invitations).toEqual([{ kind: 'invited', at: expect.any(String), deadline: null }]);
    expect(file.reminders).toEqual([{ at: expect.any(String), automatic: false }]);
    expect(file.mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['applicantInvitation', row.email],
      ['applicantReminder', row.email],
      ['applicantResults', resultsEmail],
    ]);
    expect(file.mails.every((mail) => mail.status === 'pending' && mail.sentAt === null)).toBe(true);
    expect(file.refusals).toEqual([{ stage: 1, reason: 'wpmMismatch', at: expect.any(String), keystrokes: refused.keystrokes }]);
    expect(file.starts).toEqual([{ stage: 1, at: expect.any(String), restarted: false }]);
    expect(file.tests.map((test) => ({ stage: test.stage, text: test.text, keystrokes: test.keystrokes }))).toEqual(
      typed.map((stage) => ({ stage: stage.stage, text: stage.text, keystrokes: stage.keystrokes })),
    );
    expect(file.tests.every((test) => test.textIssuedAt !== null && test.page.away.length === 0)).toBe(true);
    expect(file.result).toMatchObject({ wpm: expect.any(Number), stages: [{ stage: 1 }, { stage: 2 }, { stage: 3 }] });
    expect(review.status).toBe(200);
    expect(file.result?.reviews).toEqual([{ decision: 'accept', note: 'Spoke on the phone', at: expect.any(String) }]);
    // Two years (the default) after the last activity, the result.
    const erasesAt = new Date(file.applicant.lastActivityAt);
    erasesAt.setUTCMonth(erasesAt.getUTCMonth() + 24);
    expect(file.applicant.erasesAt).toBe(erasesAt.toISOString());
    expect(file.removedAt).toBeNull();
  });

  it('given an applicant the company removed before they began, then the file says when, with their invitation and no tests', async () => {
    const row = applicantRow('Grace Hopper');
    const [invited] = await givenInvited(app, company, [row]);
    expect((await post(app, '/db/deleteapplicant', { currentApplicantCode: invited!.applicantCode }, company.accessToken)).status).toBe(200);

    const file = applicantDataSchema.parse((await download(invited!.applicantCode)).body);

    expect(file.applicant.status).toBe('removed');
    expect(file.removedAt).toEqual(expect.any(String));
    expect(file.invitations).toHaveLength(1);
    expect({ tests: file.tests, result: file.result }).toEqual({ tests: [], result: null });
  });

  it("given another company's applicant, or an id no one has, then the same 404 says there is no such applicant, and nothing changes", async () => {
    const other = await givenSignedInCompany(app);
    const [theirs] = await givenInvited(app, other, [applicantRow('Someone Else')]);
    const before = await everything(api.db);

    for (const applicantId of [theirs!.applicantCode, randomUUID()]) {
      const answer = await download(applicantId);
      expect(answer.status).toBe(404);
      expect(answer.disposition).toBeNull();
      expect(answer.body).toEqual({ success: false, errorMessage: 'No such applicant in your account.' });
    }
    expect(await everything(api.db)).toEqual(before);
  });

  it('given no applicant id, then 400 names the field', async () => {
    const answer = await download('not-an-id');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorMessage: expect.stringContaining('applicantId') });
  });
});

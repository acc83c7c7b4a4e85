import { beforeAll, describe, expect, it } from 'vitest';
import { applicantQueries, type AwaitingApplicant, type CompanyView, type ResultEntry } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { companyEvents, everything, givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantRow, applicantTestEnv, givenInvited, type ApplicantAnswer } from './given-applicants.ts';
import { givenResults } from './given-results.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
beforeAll(async () => {
  app = api.app(applicantTestEnv);
});

async function view(by: RegisteredCompany) {
  return (await post<{ data: CompanyView }>(app, '/db/getCompanyFromToken', {}, by.accessToken)).body.data;
}
/** Account settings saved as the screen saves them: the view's settings with one change. */
async function editCompany(by: RegisteredCompany, change: Record<string, unknown>) {
  const { companyId: _, isDefaultCb: __, emailVerified: ___, ...settings } = await view(by);
  return post(app, '/db/editCompany', { accountSettings: { ...settings, ...change } }, by.accessToken);
}
const awaiting = async (by: RegisteredCompany) =>
  (await post<ApplicantAnswer & { data: AwaitingApplicant[] }>(app, '/db/getapplicantcodeswithnames', {}, by.accessToken)).body.data;
const history = async (by: RegisteredCompany) =>
  (await post<{ users: ResultEntry[] }>(app, '/db/getspenthistory', { range: 0, dateSearch: '', textSearch: '' }, by.accessToken)).body.users;

/** An instant `months` calendar months later, as Postgres adds them in UTC (31 January + 1 month: 28 February). */
function monthsAfter(iso: string, months: number): string {
  const at = new Date(iso);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at.toISOString();
}

describe('"Keep applicant data for" in Account settings', () => {
  it('given a new company, then it keeps applicant data 24 months', async () => {
    expect((await view(await givenSignedInCompany(app))).retentionMonths).toBe(24);
  });

  it('when it sets 6 months, then the view says so, recorded as DataRetentionChanged; the same again records nothing', async () => {
    const company = await givenSignedInCompany(app);
    const answer = await editCompany(company, { retentionMonths: 6 });
    expect(answer.status).toBe(200);
    expect((await view(company)).retentionMonths).toBe(6);
    expect((await companyEvents(api.db, company.companyId)).at(-1)).toEqual({ event_type: 'DataRetentionChanged', data: { companyId: company.companyId, retentionMonths: 6 } });
    const events = (await companyEvents(api.db, company.companyId)).length;
    expect((await editCompany(company, { retentionMonths: 6 })).status).toBe(200);
    expect(await companyEvents(api.db, company.companyId)).toHaveLength(events);
  });

  it.each([0, 121, 1.5, '12', null])('when it is %j, then 400 says it must be a whole number of months from 1 to 120, and nothing changes', async (value) => {
    const company = await givenSignedInCompany(app);
    const before = await everything(api.db);
    const answer = await editCompany(company, { retentionMonths: value });
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toBe('accountSettings.retentionMonths: must be a whole number of months from 1 to 120');
    expect(await everything(api.db)).toEqual(before);
  });
});

describe("when each applicant's data is erased, in the awaiting list and history", () => {
  it('given a company keeping data 3 months, then an applicant invited is erased 3 months after the invitation, and a reminder moves it on; a result, 3 months after it', async () => {
    const company = await givenSignedInCompany(app);
    await editCompany(company, { retentionMonths: 3 });
    await givenInvited(app, company, [applicantRow('Ada Lovelace')]);
    const [listed] = await awaiting(company);
    expect(listed!.erasesAt).toBe(monthsAfter(listed!.invitedAt, 3));

    expect((await post(app, '/db/sendreminder', { applicantId: listed!.applicantCode }, company.accessToken)).status).toBe(200);
    const [reminded] = await awaiting(company);
    expect(reminded!.erasesAt).toBe(monthsAfter(reminded!.remindedAt!, 3));

    await givenResults(api.db, company, [{ fullName: 'Grace Hopper', email: 'grace@example.com', wpm: 60 }]);
    const [result] = await history(company);
    expect(result!.erasesAt).toBe(monthsAfter(result!.dateTime, 3));
  });

  it('when the company changes its months, then every date moves with it', async () => {
    const company = await givenSignedInCompany(app);
    await givenResults(api.db, company, [{ fullName: 'Alan Turing', email: 'alan@example.com', wpm: 55 }]);
    const [before] = await history(company);
    expect(before!.erasesAt).toBe(monthsAfter(before!.dateTime, 24));
    await editCompany(company, { retentionMonths: 120 });
    const [after] = await history(company);
    expect(after!.erasesAt).toBe(monthsAfter(after!.dateTime, 120));
  });
});

describe('applicantsPastRetention: whom the daily erasure takes', () => {
  it("given one company keeping data 1 month and another 24, then a month and a day on only the first's applicants are due, and two years and a day on both, oldest activity first", async () => {
    const brief = await givenSignedInCompany(app);
    await editCompany(brief, { retentionMonths: 1 });
    const patient = await givenSignedInCompany(app);
    await givenInvited(app, brief, [applicantRow('Early Applicant')]);
    await givenInvited(app, brief, [applicantRow('Later Applicant')]);
    await givenInvited(app, patient, [applicantRow('Patient Applicant')]);
    // The list has the newest invitation first.
    const [later, early] = await awaiting(brief);
    const ours = async (now: Date) => (await applicantQueries.applicantsPastRetention(api.db, now)).filter((due) => [brief.companyId, patient.companyId].includes(due.companyId));
    const daysOn = (days: number) => new Date(Date.now() + days * 86_400_000);

    expect(await ours(daysOn(0))).toEqual([]);
    expect(await ours(daysOn(27))).toEqual([]);
    const monthOn = await ours(daysOn(32));
    expect(monthOn.map((due) => due.applicantId)).toEqual([early!.applicantCode, later!.applicantCode]);
    expect(monthOn[0]).toMatchObject({ companyId: brief.companyId, lastActivityAt: new Date(early!.invitedAt) });
    expect(monthOn[0]!.erasesAt.toISOString()).toBe(monthsAfter(early!.invitedAt, 1));
    expect((await ours(daysOn(2 * 366 + 1))).map((due) => due.companyId)).toEqual([brief.companyId, brief.companyId, patient.companyId]);
    expect(await applicantQueries.applicantsPastRetention(api.db, daysOn(32), { limit: 1 })).toHaveLength(1);
  });
});

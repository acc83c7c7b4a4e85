import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicantLinkSecrets, applicantStream, inviteApplicants, type AwaitingApplicant, type CompanyView } from '@typetest/events';
import { commitStreams } from '@typetest/events/store';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { companyEvents, everything, givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import {
  applicantRow,
  applicantTables,
  applicantTestEnv,
  givenInvited,
  linkCodeOf,
  nextText,
  stageFinished,
  stageStarted,
  submitAuth,
  typedStage,
  type ApplicantAnswer,
} from './given-applicants.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
beforeAll(async () => {
  app = api.app(applicantTestEnv);
  company = await givenSignedInCompany(app, { timeZone: 'Europe/Stockholm' });
});

const list = async (by = company) => (await post<ApplicantAnswer & { data: AwaitingApplicant[] }>(app, '/db/getapplicantcodeswithnames', {}, by.accessToken)).body.data;
const entryOf = async (email: string, by = company) => (await list(by)).find((entry) => entry.email === email);
const sendInvitation = (body: Record<string, unknown>, by = company) => post<ApplicantAnswer>(app, '/db/sendinvitation', body, by.accessToken);
/** A day (YYYY-MM-DD) some days from today: deadlines may be at most a year ahead. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** An instant as a clock in Stockholm shows it, to the millisecond ("2026-12-28 23:59:59.999"). */
const inStockholm = (instant: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
  })
    .format(new Date(instant))
    .replace(',', '.');
const sendReminder = (applicantId: string, by = company) => post<ApplicantAnswer>(app, '/db/sendreminder', { applicantId }, by.accessToken);
const linkOf = async (email: string) => ({ textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, email) });

async function view(by: RegisteredCompany) {
  return (await post(app, '/db/getCompanyFromToken', {}, by.accessToken)).body.data as CompanyView;
}
/** The settings as the screen sends them back: the view without what is not a setting. */
async function settingsOf(by: RegisteredCompany) {
  const { companyId: _, isDefaultCb: __, emailVerified: ___, ...settings } = await view(by);
  return settings;
}
const editCompany = async (by: RegisteredCompany, change: Record<string, unknown>) =>
  post(app, '/db/editCompany', { accountSettings: { ...(await settingsOf(by)), ...change } }, by.accessToken);

/**
 * Given an applicant invited with a deadline that has since passed: written to the log as the
 * invitation route writes it (a route refuses a deadline in the past, but time moves on).
 */
async function givenExpired(by: RegisteredCompany) {
  const row = applicantRow('Edith Expired');
  const events = inviteApplicants(by.companyId, [{ applicantId: randomUUID(), email: row.email, fullName: row.fullName }], new Date(Date.now() - 60_000));
  const links = applicantLinkSecrets(events);
  await commitStreams(api.db, {
    streams: events.map((event) => ({ streamId: applicantStream(event.data.applicantId), expectedVersion: 0, events: [event] })),
    metadata: { actor: `company:${by.companyId}` },
    writeSecrets: (trx) => links.write(trx),
  });
  const applicantId = events[0]!.data.applicantId;
  return { ...row, applicantId, link: { textFolder: by.textFolder, urlApplicantCode: links.linkCodes[applicantId]! } };
}

describe("the reminder settings in the company's account settings", () => {
  it('given a new company, then automatic reminders are on and there is no default deadline', async () => {
    expect(await view(await givenSignedInCompany(app))).toMatchObject({ automaticReminders: true, defaultDeadlineDays: null });
  });

  it('when it turns automatic reminders off and sets a 14-day default deadline, then the view says so, as ReminderSettingsChanged', async () => {
    const own = await givenSignedInCompany(app);
    const answer = await editCompany(own, { automaticReminders: false, defaultDeadlineDays: 14 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ automaticReminders: false, defaultDeadlineDays: 14 });
    expect(await view(own)).toMatchObject({ automaticReminders: false, defaultDeadlineDays: 14 });
    expect((await companyEvents(api.db, own.companyId)).at(-1)?.event_type).toBe('ReminderSettingsChanged');
  });

  it.each([
    ['defaultDeadlineDays', 0, 'accountSettings.defaultDeadlineDays: must be a whole number of days from 1 to 365, or null for no deadline'],
    ['defaultDeadlineDays', 366, 'accountSettings.defaultDeadlineDays: must be a whole number of days from 1 to 365, or null for no deadline'],
    ['defaultDeadlineDays', 1.5, 'accountSettings.defaultDeadlineDays: must be a whole number of days from 1 to 365, or null for no deadline'],
    ['defaultDeadlineDays', '7', 'accountSettings.defaultDeadlineDays: must be a whole number of days from 1 to 365, or null for no deadline'],
    ['automaticReminders', 'yes', 'accountSettings.automaticReminders: must be true or false'],
  ])('when %s is %j, then 400 says what is wrong, and nothing changes', async (field, value, message) => {
    const own = await givenSignedInCompany(app);
    const before = await everything(api.db);
    const answer = await editCompany(own, { [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false });
    expect(String(answer.body.errorMessage)).toContain(message);
    expect(await everything(api.db)).toEqual(before);
  });
});

describe('an invitation with a deadline', () => {
  it("given a day, then the list shows the link's last instant (the end of that day in the company's time zone), not expired, not reminded", async () => {
    const row = applicantRow();
    const day = daysFromToday(30);
    expect((await sendInvitation({ ca: [row], deadline: day })).status).toBe(200);
    const entry = await entryOf(row.email);
    expect(entry).toMatchObject({ expired: false, remindedAt: null });
    expect(inStockholm(entry!.deadline!)).toBe(`${day} 23:59:59.999`);
  });

  it('given null, then no deadline; given none, then the company default (none here)', async () => {
    const none = applicantRow();
    const absent = applicantRow();
    await sendInvitation({ ca: [none], deadline: null });
    await sendInvitation({ ca: [absent] });
    expect(await entryOf(none.email)).toMatchObject({ deadline: null, expired: false });
    expect(await entryOf(absent.email)).toMatchObject({ deadline: null, expired: false });
  });

  it('given a company whose default deadline is 7 days, when it invites without a deadline, then the link works to the end of the 7th day from today', async () => {
    const own = await givenSignedInCompany(app, { timeZone: 'UTC' });
    await editCompany(own, { defaultDeadlineDays: 7 });
    const row = applicantRow();
    await sendInvitation({ ca: [row] }, own);
    const endOfDay = new Date();
    endOfDay.setUTCDate(endOfDay.getUTCDate() + 7);
    endOfDay.setUTCHours(23, 59, 59, 999);
    expect((await entryOf(row.email, own))?.deadline).toBe(endOfDay.toISOString());
  });

  it.each([
    ['a day in the past', '2020-01-01', 'deadline: Choose a date from today up to one year ahead, or choose “No deadline”.'],
    ['not a date', 'next friday', 'deadline: must be a date (YYYY-MM-DD), or null for no deadline'],
    ['a day that does not exist', '2099-02-30', 'deadline: must be a date (YYYY-MM-DD), or null for no deadline'],
    ['a number', 7, 'deadline: must be a date (YYYY-MM-DD), or null for no deadline'],
  ])('given %s, then 400 names the field, and nothing changes', async (_case, deadline, message) => {
    const before = await applicantTables(api.db);
    const answer = await sendInvitation({ ca: [applicantRow()], deadline });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false });
    expect(answer.body.errorMessage).toContain(message);
    expect(await applicantTables(api.db)).toEqual(before);
  });

  it('given a company west of UTC and the last day of the calendar as the deadline, when it invites or sends again, then 400 says how far a deadline may be, and nothing changes', async () => {
    const west = await givenSignedInCompany(app, { timeZone: 'America/Los_Angeles' });
    const [invited] = await givenInvited(app, west, [applicantRow()]);
    const before = await applicantTables(api.db);
    for (const body of [
      { ca: [applicantRow()], deadline: '9999-12-31' },
      { currentApplicantCode: invited!.applicantCode, deadline: '9999-12-31' },
    ]) {
      const answer = await sendInvitation(body, west);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorMessage: 'deadline: Choose a date from today up to one year ahead, or choose “No deadline”.' });
    }
    expect(await applicantTables(api.db)).toEqual(before);
  });

  it('given the invitation sent again with a past deadline, then 400 and nothing changes; with none, then the new link has none', async () => {
    const row = applicantRow();
    const [invited] = await givenInvited(app, company, [row]);
    await sendInvitation({ currentApplicantCode: invited!.applicantCode, deadline: daysFromToday(30) });
    const before = await applicantTables(api.db);
    expect((await sendInvitation({ currentApplicantCode: invited!.applicantCode, deadline: '2001-01-01' })).status).toBe(400);
    expect(await applicantTables(api.db)).toEqual(before);

    expect((await sendInvitation({ currentApplicantCode: invited!.applicantCode, deadline: null })).body).toMatchObject({ success: true, code: 're-sent' });
    expect(await entryOf(row.email)).toMatchObject({ deadline: null });
  });
});

describe('after the deadline', () => {
  it('given an applicant whose deadline has passed, then the list shows them expired, and their link answers that it has expired and whom to ask', async () => {
    const expired = await givenExpired(company);
    expect(await entryOf(expired.email)).toMatchObject({ expired: true });
    const { companyName } = await view(company);
    expect(await submitAuth(app, expired.link)).toEqual({
      status: 404,
      body: {
        success: false,
        code: 'expired',
        errorMessage: `The deadline for this typing test has passed. If you still want to take it, please ask ${companyName} for a new link.`,
      },
    });
    expect((await post(app, '/applicant/getnexttext', expired.link)).status).toBe(404);
  });

  it('when the company sends a reminder, then 409 says to send a new link instead, and nothing changes', async () => {
    const expired = await givenExpired(company);
    const before = await applicantTables(api.db);
    expect(await sendReminder(expired.applicantId)).toMatchObject({
      status: 409,
      body: { success: false, errorMessage: "This applicant's link has expired. Send a new link instead." },
    });
    expect(await applicantTables(api.db)).toEqual(before);
  });

  it('when the company sends a new link (sending the invitation again), then the applicant is no longer expired and the new link works', async () => {
    const expired = await givenExpired(company);
    expect((await sendInvitation({ currentApplicantCode: expired.applicantId, deadline: daysFromToday(30) })).status).toBe(200);
    expect(await entryOf(expired.email)).toMatchObject({ expired: false });
    expect((await submitAuth(app, await linkOf(expired.email))).status).toBe(200);
  });
});

describe('a reminder sent by hand', () => {
  it('given an applicant awaiting results, then 200; the reminder mail carries a fresh link; the list says when', async () => {
    const row = applicantRow();
    const [invited] = await givenInvited(app, company, [row]);
    const oldLink = await linkOf(row.email);

    expect(await sendReminder(invited!.applicantCode)).toMatchObject({ status: 200, body: { success: true } });

    const mail = await api.db.selectFrom('mail_outbox').select(['kind', 'payload']).where('recipient', '=', row.email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.kind).toBe('applicantReminder');
    expect((await linkOf(row.email)).urlApplicantCode).not.toBe(oldLink.urlApplicantCode);
    expect((await entryOf(row.email))?.remindedAt).toEqual(expect.any(String));
  });

  it('given an applicant typing test 1 with their link, when a reminder goes out, then that link keeps working and the test is recorded; once the new link is opened, the old one stops working', async () => {
    const row = applicantRow();
    const [invited] = await givenInvited(app, company, [row]);
    const oldLink = await linkOf(row.email);
    const test1 = await typedStage(app, oldLink);
    expect((await stageStarted(app, oldLink, 1)).status).toBe(200);

    expect((await sendReminder(invited!.applicantCode)).status).toBe(200);
    const newLink = await linkOf(row.email);

    expect(await stageFinished(app, oldLink, test1)).toMatchObject({ status: 200, body: { success: true, data: { stage: 1 } } });
    expect((await submitAuth(app, oldLink)).status).toBe(200);

    expect((await submitAuth(app, newLink)).status).toBe(200);
    expect((await submitAuth(app, oldLink)).status).toBe(404);
    expect((await nextText(app, newLink)).body.data).toMatchObject({ currentStep: 1, nextStep: 2 });
    expect(await entryOf(row.email)).toMatchObject({ stagesFinished: 1, restarts: 0, refusals: 0 });
  });

  it("given two reminders, when the first one's link is opened, then the invitation's link stops working and the newest still works until it is opened", async () => {
    const row = applicantRow();
    const [invited] = await givenInvited(app, company, [row]);
    const first = await linkOf(row.email);
    await sendReminder(invited!.applicantCode);
    const second = await linkOf(row.email);
    await sendReminder(invited!.applicantCode);
    const third = await linkOf(row.email);

    expect((await submitAuth(app, second)).status).toBe(200);
    expect((await submitAuth(app, first)).status).toBe(404);
    expect((await submitAuth(app, second)).status).toBe(200);
    expect((await submitAuth(app, third)).status).toBe(200);
    expect((await submitAuth(app, second)).status).toBe(404);
  });

  it('given an applicant typing with their link, when the company sends the invitation again instead, then the old link ends at once: its own explicit act', async () => {
    const row = applicantRow();
    const [invited] = await givenInvited(app, company, [row]);
    const oldLink = await linkOf(row.email);
    expect((await submitAuth(app, oldLink)).status).toBe(200);
    expect((await sendInvitation({ currentApplicantCode: invited!.applicantCode })).status).toBe(200);
    expect((await submitAuth(app, oldLink)).status).toBe(404);
    expect((await submitAuth(app, await linkOf(row.email))).status).toBe(200);
  });

  it("given another company's applicant, or no applicant, then 404, and nothing changes", async () => {
    const other = await givenSignedInCompany(app);
    const [theirs] = await givenInvited(app, other, [applicantRow()]);
    const before = await applicantTables(api.db);
    expect(await sendReminder(theirs!.applicantCode)).toMatchObject({ status: 404, body: { success: false } });
    expect((await sendReminder(randomUUID())).status).toBe(404);
    expect(await applicantTables(api.db)).toEqual(before);
  });

  it('given no applicant id, then 400', async () => {
    expect((await post(app, '/db/sendreminder', { applicantId: 'nope' }, company.accessToken)).status).toBe(400);
  });

  it('given the invitation limit is used up, then 429, as for invitations', async () => {
    const limited = api.app({ ...applicantTestEnv, INVITATION_RATE_LIMIT: '2' });
    const own = await givenSignedInCompany(limited);
    const [invited] = await givenInvited(limited, own, [applicantRow()]);
    expect((await post(limited, '/db/sendreminder', { applicantId: invited!.applicantCode }, own.accessToken)).status).toBe(200);
    const refused = await post(limited, '/db/sendreminder', { applicantId: invited!.applicantCode }, own.accessToken);
    expect(refused.status).toBe(429);
  });
});

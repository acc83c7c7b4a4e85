import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayProjections, type ResultEntry } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantRow, applicantTestEnv, givenFinished, givenInvited, linkCodeOf, type ApplicantAnswer } from './given-applicants.ts';
import { givenResults as givenResultsIn, type GivenResult } from './given-results.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
beforeAll(async () => {
  app = api.app(applicantTestEnv);
  company = await givenSignedInCompany(app);
});

interface Search {
  range?: number;
  dateSearch?: string;
  textSearch?: string;
  timeZone?: string;
  sort?: string;
  filter?: string;
}
const search = (body: Search, by = company) =>
  post<Omit<ApplicantAnswer, 'users'> & { users?: ResultEntry[] }>(app, '/db/getspenthistory', { range: 0, dateSearch: '', textSearch: '', ...body }, by.accessToken);

const review = (by: RegisteredCompany, body: Record<string, unknown>) => post(app, '/db/reviewresult', body, by.accessToken);

const givenResults = (by: RegisteredCompany, people: GivenResult[]) => givenResultsIn(api.db, by, people);

const today = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describe('given a company whose applicants have finished', () => {
  it('when an applicant finishes through their link, then the history shows them with the mean WPM, accuracy and the time', async () => {
    const [applicant] = await givenInvited(app, company, [applicantRow('Katherine Johnson')]);
    await givenFinished(app, { textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, applicant!.email) });
    const { body } = await search({ textSearch: 'katherine' });
    expect(body.users).toEqual([
      {
        applicantId: applicant!.applicantCode,
        fullName: 'Katherine Johnson',
        email: applicant!.email,
        wpm: expect.any(Number),
        accuracy: expect.any(Number),
        dateTime: expect.any(String),
        stages: expect.any(Array),
        flags: [],
        refusals: 0,
        restarts: 0,
        timesAway: 0,
        msAway: 0,
        pasteAttempts: 0,
        passed: null,
        secondLook: false,
        review: null,
        erasesAt: expect.any(String),
        status: null,
        note: '',
        erased: false,
      },
    ]);
    expect(Date.now() - Date.parse(body.users![0]!.dateTime)).toBeLessThan(60_000);
  });

  it('when 23 results are paged, then 10, 10 and 3, newest first, and nextPage says whether there are more', async () => {
    const pager = await givenSignedInCompany(app);
    await givenResults(
      pager,
      Array.from({ length: 23 }, (_, i) => ({ fullName: `Pager ${i}`, email: `pager${i}@example.com`, wpm: 40 + i })),
    );
    const pages = [await search({ range: 0 }, pager), await search({ range: 10 }, pager), await search({ range: 20 }, pager)];
    expect(pages.map((page) => [page.body.users?.length, page.body.nextPage])).toEqual([
      [10, true],
      [10, true],
      [3, false],
    ]);
    const names = pages.flatMap((page) => page.body.users!.map((user) => user.fullName));
    expect(new Set(names).size).toBe(23);
  });

  it("when searching by part of a name or e-mail, any case, then only those match; LIKE's own characters are taken literally", async () => {
    const searcher = await givenSignedInCompany(app);
    await givenResults(searcher, [
      { fullName: 'Margaret Hamilton', email: 'margaret@nasa.example', wpm: 70 },
      { fullName: 'Mary Jackson', email: 'mary_j@nasa.example', wpm: 60 },
      { fullName: 'Dorothy Vaughan', email: 'dorothy@ibm.example', wpm: 65 },
    ]);
    const names = async (textSearch: string) => (await search({ textSearch }, searcher)).body.users!.map((user) => user.fullName).sort();
    expect(await names('MAR')).toEqual(['Margaret Hamilton', 'Mary Jackson']);
    expect(await names('nasa.example')).toEqual(['Margaret Hamilton', 'Mary Jackson']);
    expect(await names('y_j')).toEqual(['Mary Jackson']);
    expect(await names('%')).toEqual([]);
    expect((await search({ textSearch: 'nobody' }, searcher)).body).toEqual({ success: true, users: [], nextPage: false });
  });

  it("when searching by today's date in the browser's time zone, then today's results; another day, none", async () => {
    const dated = await givenSignedInCompany(app);
    await givenResults(dated, [{ fullName: 'Today Person', email: 'today@example.com', wpm: 50 }]);
    for (const timeZone of ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
      expect((await search({ dateSearch: today(timeZone), timeZone }, dated)).body.users?.map((user) => user.fullName)).toEqual(['Today Person']);
    }
    expect((await search({ dateSearch: '2020-01-01', timeZone: 'UTC' }, dated)).body.users).toEqual([]);
  });

  it('when sorted by date, WPM or accuracy, then newest, fastest or most accurate first; ties newest first', async () => {
    const sorter = await givenSignedInCompany(app);
    await givenResults(sorter, [
      { fullName: 'Slow Careful', email: 'a@sort.example', wpm: 50, accuracy: 99 },
      { fullName: 'Fast Sloppy', email: 'b@sort.example', wpm: 80, accuracy: 90 },
      { fullName: 'Middle Newest', email: 'c@sort.example', wpm: 65, accuracy: 95 },
      { fullName: 'Also Fast', email: 'd@sort.example', wpm: 80, accuracy: 91 },
    ]);
    const names = async (sort?: string) => (await search(sort ? { sort } : {}, sorter)).body.users!.map((user) => user.fullName);
    expect(await names()).toEqual(['Also Fast', 'Middle Newest', 'Fast Sloppy', 'Slow Careful']);
    expect(await names('date')).toEqual(['Also Fast', 'Middle Newest', 'Fast Sloppy', 'Slow Careful']);
    expect(await names('wpm')).toEqual(['Also Fast', 'Fast Sloppy', 'Middle Newest', 'Slow Careful']);
    expect(await names('accuracy')).toEqual(['Slow Careful', 'Middle Newest', 'Also Fast', 'Fast Sloppy']);
  });

  it('given a pass mark of 60 WPM and 95%, then each result says passed or notPassed; the filters show passed and not passed ones (none awaiting review), or flagged ones', async () => {
    const judged = await givenSignedInCompany(app, { minimumWpm: 60, minimumAccuracy: 95 });
    const [slow, fast, sloppy, flagged, refused] = await givenResults(judged, [
      { fullName: 'Too Slow', email: 'slow@judged.example', wpm: 59, accuracy: 99 },
      { fullName: 'Just Fast', email: 'fast@judged.example', wpm: 60, accuracy: 95 },
      { fullName: 'Too Sloppy', email: 'sloppy@judged.example', wpm: 90, accuracy: 94 },
      { fullName: 'Even Keys', email: 'flagged@judged.example', wpm: 70, accuracy: 96, flags: ['evenIntervals'] },
      { fullName: 'Once Refused', email: 'refused@judged.example', wpm: 40, accuracy: 80, refusals: 2 },
    ]);
    const listed = async (filter?: string) => (await search(filter ? { filter } : {}, judged)).body.users!.map((user) => [user.applicantId, user.passed]);
    expect(await listed()).toEqual([
      [refused, 'notPassed'],
      [flagged, 'passed'],
      [sloppy, 'notPassed'],
      [fast, 'passed'],
      [slow, 'notPassed'],
    ]);
    expect(await listed('all')).toEqual(await listed());
    // Worth a second look and not reviewed: neither passed nor not passed until the company decides.
    expect(await listed('passed')).toEqual([[fast, 'passed']]);
    expect(await listed('notPassed')).toEqual([
      [sloppy, 'notPassed'],
      [slow, 'notPassed'],
    ]);
    expect(await listed('flagged')).toEqual([
      [refused, 'notPassed'],
      [flagged, 'passed'],
    ]);
    expect((await search({ filter: 'flagged' }, judged)).body.users!.map((user) => [user.flags, user.refusals])).toEqual([
      [[], 2],
      [['evenIntervals'], 0],
    ]);
  });

  it('given a result restarted once and nothing else, then it is worth a second look: in the Flagged filter, its row says so, and it counts the restart', async () => {
    const reloaded = await givenSignedInCompany(app);
    const [restarted] = await givenResults(reloaded, [
      { fullName: 'Clean Typist', email: 'clean@reloaded.example', wpm: 60 },
      { fullName: 'Reloaded Once', email: 'reloaded@reloaded.example', wpm: 60, restarts: 1 },
    ]).then((ids) => ids.slice(1));
    const flagged = (await search({ filter: 'flagged' }, reloaded)).body.users!;
    expect(flagged.map((user) => [user.applicantId, user.restarts, user.secondLook, user.review])).toEqual([[restarted, 1, true, null]]);
    expect((await search({}, reloaded)).body.users!.map((user) => [user.fullName, user.secondLook])).toEqual([
      ['Reloaded Once', true],
      ['Clean Typist', false],
    ]);
  });

  it('given one result whose applicant left test 1 three times and one who glanced away once for 2 s, then only the first is worth a second look: in the Flagged filter, its row says so with the counts, and it sorts apart', async () => {
    const watcher = await givenSignedInCompany(app);
    const away = (times: number, ms: number) => ({ away: Array.from({ length: times }, (_, i) => ({ at: 1_000 * (i + 1), ms })), pasteAttempts: [] });
    const [glanced, left] = await givenResults(watcher, [
      { fullName: 'Glanced Away', email: 'glanced@away.example', wpm: 90, page: away(1, 2_000) },
      { fullName: 'Left Thrice', email: 'left@away.example', wpm: 95, page: away(3, 4_000) },
    ]);
    const flagged = (await search({ filter: 'flagged' }, watcher)).body.users!;
    expect(flagged.map((user) => [user.applicantId, user.timesAway, user.msAway, user.secondLook])).toEqual([[left, 3, 12_000, true]]);
    const all = (await search({ sort: 'wpm' }, watcher)).body.users!;
    expect(all.map((user) => [user.applicantId, user.secondLook])).toEqual([
      [glanced, false],
      [left, true],
    ]);
  });

  it('given results awaiting review, when sorted by WPM or accuracy, then they come after the rest, not first; reviewed, they take their place', async () => {
    const sorter = await givenSignedInCompany(app, { minimumWpm: 40 });
    const [, flagged] = await givenResults(sorter, [
      { fullName: 'Steady Typist', email: 'steady@apart.example', wpm: 70, accuracy: 95 },
      { fullName: 'Metronome', email: 'metronome@apart.example', wpm: 180, accuracy: 100, flags: ['evenIntervals'] },
      { fullName: 'Slow Typist', email: 'slow@apart.example', wpm: 45, accuracy: 90 },
    ]);
    const names = async (sort: string) => (await search({ sort }, sorter)).body.users!.map((user) => user.fullName);
    expect(await names('wpm')).toEqual(['Steady Typist', 'Slow Typist', 'Metronome']);
    expect(await names('accuracy')).toEqual(['Steady Typist', 'Slow Typist', 'Metronome']);
    expect(await names('date')).toEqual(['Slow Typist', 'Metronome', 'Steady Typist']);
    expect((await review(sorter, { applicantId: flagged!, decision: 'accept', note: '' })).status).toBe(200);
    expect(await names('wpm')).toEqual(['Metronome', 'Steady Typist', 'Slow Typist']);
  });

  it('given a flagged result that passes the pass mark, when the company accepts it, then it passes with the review beside it; when it rejects it, it is not passed', async () => {
    const reviewer = await givenSignedInCompany(app, { minimumWpm: 50 });
    const [flagged] = await givenResults(reviewer, [{ fullName: 'Even Keys', email: 'even@review.example', wpm: 70, flags: ['evenIntervals'] }]);
    const row = async () => (await search({}, reviewer)).body.users![0]!;
    const inFilters = async () => ({
      passed: (await search({ filter: 'passed' }, reviewer)).body.users!.length,
      notPassed: (await search({ filter: 'notPassed' }, reviewer)).body.users!.length,
      flagged: (await search({ filter: 'flagged' }, reviewer)).body.users!.length,
    });
    expect(await row()).toMatchObject({ passed: 'passed', secondLook: true, review: null });
    expect(await inFilters()).toEqual({ passed: 0, notPassed: 0, flagged: 1 });

    expect((await review(reviewer, { applicantId: flagged!, decision: 'accept', note: 'Watched her type: 68 WPM.' })).status).toBe(200);
    expect(await row()).toMatchObject({ passed: 'passed', secondLook: true, review: { decision: 'accept', note: 'Watched her type: 68 WPM.', reviewedAt: expect.any(String) } });
    expect(await inFilters()).toEqual({ passed: 1, notPassed: 0, flagged: 1 });

    expect((await review(reviewer, { applicantId: flagged!, decision: 'reject', note: '' })).status).toBe(200);
    expect((await row()).review).toMatchObject({ decision: 'reject', note: '' });
    expect(await inFilters()).toEqual({ passed: 0, notPassed: 1, flagged: 1 });
  });

  it("when reviewing an applicant who has not finished, another company's, or with no decision, then 404, 404 and 400, and nothing is reviewed", async () => {
    const reviewer = await givenSignedInCompany(app);
    const other = await givenSignedInCompany(app);
    const [unfinished] = await givenInvited(app, reviewer, [applicantRow('Not Done Yet')]);
    const [othersResult] = await givenResults(other, [{ fullName: 'Someone Else', email: 'else@other.example', wpm: 50, flags: ['bursts'] }]);
    expect((await review(reviewer, { applicantId: unfinished!.applicantCode, decision: 'accept', note: '' })).status).toBe(404);
    expect((await review(reviewer, { applicantId: othersResult!, decision: 'accept', note: '' })).status).toBe(404);
    expect((await review(other, { applicantId: othersResult!, decision: 'maybe', note: '' })).status).toBe(400);
    expect((await search({}, other)).body.users![0]!.review).toBeNull();
  });

  it('given a minimum accuracy of 92.5%, then 92% is not passed and 93% is, in the list and in its filters', async () => {
    const tenths = await givenSignedInCompany(app, { minimumAccuracy: 92.5 });
    const [under, over] = await givenResults(tenths, [
      { fullName: 'Ninety Two', email: 'ninetytwo@tenths.example', wpm: 50, accuracy: 92 },
      { fullName: 'Ninety Three', email: 'ninetythree@tenths.example', wpm: 50, accuracy: 93 },
    ]);
    const listed = async (filter?: string) => (await search(filter ? { filter } : {}, tenths)).body.users!.map((user) => [user.applicantId, user.passed]);
    expect(await listed()).toEqual([
      [over, 'passed'],
      [under, 'notPassed'],
    ]);
    expect(await listed('passed')).toEqual([[over, 'passed']]);
  });

  it('given the pass mark changes, then the same results are judged by the new one; with none, neither passed nor not passed, and those filters find nothing', async () => {
    const changing = await givenSignedInCompany(app, { minimumWpm: 70 });
    await givenResults(changing, [{ fullName: 'Sixty Five', email: 'sixtyfive@changing.example', wpm: 65 }]);
    const verdict = async () => (await search({}, changing)).body.users!.map((user) => user.passed);
    expect(await verdict()).toEqual(['notPassed']);
    const settings = (await post(app, '/db/getCompanyFromToken', {}, changing.accessToken)).body.data as Record<string, unknown>;
    const { companyId: _, isDefaultCb: __, emailVerified: ___, ...editable } = settings;
    await post(app, '/db/editCompany', { accountSettings: { ...editable, minimumWpm: 60 } }, changing.accessToken);
    expect(await verdict()).toEqual(['passed']);
    await post(app, '/db/editCompany', { accountSettings: { ...editable, minimumWpm: null } }, changing.accessToken);
    expect(await verdict()).toEqual([null]);
    expect((await search({ filter: 'passed' }, changing)).body.users).toEqual([]);
    expect((await search({ filter: 'notPassed' }, changing)).body.users).toEqual([]);
  });

  it('when 14 of 25 results pass and the filter is passed, then pages of 10 and 4, fastest first across pages', async () => {
    const pager = await givenSignedInCompany(app, { minimumWpm: 50 });
    await givenResults(
      pager,
      Array.from({ length: 25 }, (_, i) => ({ fullName: `Filtered ${i}`, email: `filtered${i}@example.com`, wpm: 39 + i })),
    );
    const first = await search({ filter: 'passed', sort: 'wpm' }, pager);
    const second = await search({ filter: 'passed', sort: 'wpm', range: 10 }, pager);
    expect([first.body.nextPage, second.body.nextPage]).toEqual([true, false]);
    expect([...first.body.users!, ...second.body.users!].map((user) => user.wpm)).toEqual(Array.from({ length: 14 }, (_, i) => 63 - i));
  });

  it("given a company in Pacific/Kiritimati, when searching by a date without a time zone, then the day is the company's", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are never on the same date.
    const east = await givenSignedInCompany(app, { timeZone: 'Pacific/Kiritimati' });
    await givenResults(east, [{ fullName: 'Far East', email: 'east@example.com', wpm: 50 }]);
    expect((await search({ dateSearch: today('Pacific/Kiritimati') }, east)).body.users?.map((user) => user.fullName)).toEqual(['Far East']);
    expect((await search({ dateSearch: today('Pacific/Pago_Pago') }, east)).body.users).toEqual([]);
  });

  it.each([
    ['the year 0000', { dateSearch: '0000-01-01' }, []],
    ['the last day of 9999, west of Greenwich', { dateSearch: '9999-12-31', timeZone: 'Pacific/Pago_Pago' }, []],
    ['an old name of a time zone, US/Pacific-New', { dateSearch: today('America/Los_Angeles'), timeZone: 'US/Pacific-New' }, ['Today Person']],
  ])('when searching by %s, then 200 with what that day holds', async (_case, body, expected) => {
    const dated = await givenSignedInCompany(app);
    await givenResults(dated, [{ fullName: 'Today Person', email: 'today@example.com', wpm: 50 }]);
    const answer = await search(body, dated);
    expect(answer.status).toBe(200);
    expect(answer.body.users!.map((user) => user.fullName)).toEqual(expected);
  });

  it('given any date the search accepts (years 0000 to 9999) in any time zone this runtime knows, old names too, then 200', async () => {
    const zones = [...Intl.supportedValuesOf('timeZone'), 'UTC', 'US/Pacific-New', 'EST5EDT', 'Etc/GMT+12', 'Etc/GMT-14'];
    await fc.assert(
      fc.asyncProperty(
        fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        async (date, timeZone) => {
          const answer = await search({ dateSearch: date.toISOString().slice(0, 10), timeZone });
          expect(answer.status, JSON.stringify({ date, timeZone, body: answer.body })).toBe(200);
        },
      ),
      { numRuns: 60 },
    );
  });

  it.each([
    ['a sort that does not exist', { sort: 'name' }, /^sort: must be one of date, wpm, accuracy/],
    ['a filter that does not exist', { filter: 'failed' }, /^filter: must be one of all, passed, notPassed, flagged/],
  ])('when the search has %s, then 400 naming the field', async (_case, body, message) => {
    const answer = await search(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toMatch(message);
  });

  it.each([
    ['a date that is no date', { dateSearch: '2026-13-45' }],
    ['a time zone that is none', { timeZone: 'Mars/Olympus' }],
    ['a negative offset', { range: -10 }],
    ['an offset that is not a number', { range: 'ten' }],
    ['an unknown field', { orderBy: 'wpm' }],
  ])('when the search has %s, then 400', async (_case, body) => {
    expect((await post(app, '/db/getspenthistory', { range: 0, dateSearch: '', textSearch: '', ...body }, company.accessToken)).status).toBe(400);
  });

  it('when the read tables are rebuilt from the log, then applicants and results are the same, row for row', async () => {
    const before = {
      applicants: await api.db.selectFrom('applicants').selectAll().orderBy('applicant_id').execute(),
      results: await api.db.selectFrom('results').selectAll().orderBy('applicant_id').execute(),
    };
    expect(before.results.length).toBeGreaterThan(20);
    await replayProjections(api.db);
    expect({
      applicants: await api.db.selectFrom('applicants').selectAll().orderBy('applicant_id').execute(),
      results: await api.db.selectFrom('results').selectAll().orderBy('applicant_id').execute(),
    }).toEqual(before);
  });
});

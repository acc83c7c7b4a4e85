import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicantStream, commitStreams, replayProjections } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantRow, applicantTestEnv, givenFinished, givenInvited, linkCodeOf, type ApplicantAnswer } from './given-applicants.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
beforeAll(async () => {
  app = api.app(applicantTestEnv);
  company = await givenSignedInCompany(app);
});

const search = (body: { range?: number; dateSearch?: string; textSearch?: string; timeZone?: string }, by = company) =>
  post<ApplicantAnswer>(app, '/db/getspenthistory', { range: 0, dateSearch: '', textSearch: '', ...body }, by.accessToken);

/** Given applicants whose three tests are recorded (straight into the log, as the stage calls would leave it). */
async function givenResults(by: RegisteredCompany, people: { fullName: string; email: string; wpm: number }[]) {
  await commitStreams(api.db, {
    metadata: { actor: 'test' },
    streams: people.map(({ fullName, email, wpm }) => {
      const applicantId = randomUUID();
      const data = { applicantId, companyId: by.companyId };
      return {
        streamId: applicantStream(applicantId),
        expectedVersion: 0,
        events: [
          { type: 'ApplicantInvited' as const, data: { ...data, email, fullName } },
          { type: 'AllStagesFinished' as const, data: { ...data, fullName, email, wpm, accuracy: 97, stages: [1, 2, 3].map((stage) => ({ stage, wpm, accuracy: 97 })), flags: [] } },
        ],
      };
    }),
  });
}

const today = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describe('given a company whose applicants have finished', () => {
  it('when an applicant finishes through their link, then the history shows them with the mean WPM, accuracy and the time', async () => {
    const [applicant] = await givenInvited(app, company, [applicantRow('Katherine Johnson')]);
    await givenFinished(app, { textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, applicant!.email) });
    const { body } = await search({ textSearch: 'katherine' });
    expect(body.users).toEqual([
      { fullName: 'Katherine Johnson', email: applicant!.email, wpm: expect.any(Number), accuracy: expect.any(Number), dateTime: expect.any(String), stages: expect.any(Array), flags: [] },
    ]);
    expect(Date.now() - Date.parse(body.users![0]!.dateTime)).toBeLessThan(60_000);
  });

  it('when 23 results are paged, then 10, 10 and 3, newest first, and nextPage says whether there are more', async () => {
    const pager = await givenSignedInCompany(app);
    await givenResults(pager, Array.from({ length: 23 }, (_, i) => ({ fullName: `Pager ${i}`, email: `pager${i}@example.com`, wpm: 40 + i })));
    const pages = [await search({ range: 0 }, pager), await search({ range: 10 }, pager), await search({ range: 20 }, pager)];
    expect(pages.map((page) => [page.body.users?.length, page.body.nextPage])).toEqual([[10, true], [10, true], [3, false]]);
    const names = pages.flatMap((page) => page.body.users!.map((user) => user.fullName));
    expect(new Set(names).size).toBe(23);
  });

  it('when searching by part of a name or e-mail, any case, then only those match; LIKE\'s own characters are taken literally', async () => {
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

  it('when searching by today\'s date in the browser\'s time zone, then today\'s results; another day, none', async () => {
    const dated = await givenSignedInCompany(app);
    await givenResults(dated, [{ fullName: 'Today Person', email: 'today@example.com', wpm: 50 }]);
    for (const timeZone of ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
      expect((await search({ dateSearch: today(timeZone), timeZone }, dated)).body.users?.map((user) => user.fullName)).toEqual(['Today Person']);
    }
    expect((await search({ dateSearch: '2020-01-01', timeZone: 'UTC' }, dated)).body.users).toEqual([]);
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

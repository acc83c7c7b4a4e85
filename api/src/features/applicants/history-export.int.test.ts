import { beforeAll, describe, expect, it, vi } from 'vitest';
import { flagWords } from '@typetest/events';
import { createTranslator } from '@typetest/events/i18n';
import { createDatabase } from '@typetest/platform';
import { serveOnFreePort } from '../../testing/serve-app.ts';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantTestEnv } from './given-applicants.ts';
import { givenManyResults, givenResults } from './given-results.ts';
import { ExportTimeLimitExceeded } from './history-export.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
let ids: string[];
beforeAll(async () => {
  app = api.app(applicantTestEnv);
  company = await givenSignedInCompany(app, { timeZone: 'Asia/Tokyo', minimumWpm: 60, minimumAccuracy: 95 });
  ids = await givenResults(api.db, company, [
    { fullName: 'Anna Berg', email: 'anna@shop.example', wpm: 77, accuracy: 98 },
    { fullName: '=HYPERLINK("http://evil.example","Click")', email: '+46701234567@shop.example', wpm: 50, accuracy: 99, flags: ['evenIntervals'] },
    {
      fullName: 'Åsa Öberg, "Jr"',
      email: 'asa@shop.example',
      wpm: 64,
      accuracy: 96,
      refusals: 1,
      // Left the test page twice, 14.4 s in all, and tried to paste once.
      page: {
        away: [
          { at: 2_000, ms: 9_000 },
          { at: 20_000, ms: 5_400 },
        ],
        pasteAttempts: [{ at: 3_000 }],
      },
    },
  ]);
});

const exportCsv = async (body: Record<string, unknown> = {}, by: { accessToken?: string } = company, from: ReturnType<TestApi['app']> = app) => {
  const response = await from.request('/api/db/exporthistory', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(by.accessToken ? { authorization: `Bearer ${by.accessToken}` } : {}) },
    body: JSON.stringify({ dateSearch: '', textSearch: '', ...body }),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    response,
    bytes,
    lines: new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .split('\r\n'),
  };
};

/** A cell as CSV writes it: in quotes, its own quotes doubled, when it holds a comma, a quote or a line break. */
const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** When the applicant finished, as the export writes it: the company's zone, minutes. */
async function finishedInTokyo(applicantId: string) {
  const { finished_at } = await api.db.selectFrom('results').select('finished_at').where('applicant_id', '=', applicantId).executeTakeFirstOrThrow();
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(finished_at)
    .replace(', ', ' ');
}

describe('Export CSV', () => {
  it("given three results, then a UTF-8 file with a byte order mark, named, with a header and one row per applicant, newest first, dated in the company's time zone, counting the times away from the test page and paste attempts", async () => {
    const { response, bytes, lines } = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="typetest-results-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines).toEqual([
      'Name,E-mail,WPM,Accuracy (%),Test 1 WPM,Test 1 accuracy (%),Test 2 WPM,Test 2 accuracy (%),Test 3 WPM,Test 3 accuracy (%),Date and time (Asia/Tokyo),Passed,Flags,Review,Review note,Times away from the test,Seconds away from the test,Paste attempts,Status,Note',
      `"Åsa Öberg, ""Jr""",asa@shop.example,64,96,63,96,64,96,65,96,${await finishedInTokyo(ids[2]!)},Needs review (pass mark: Passed),"Refused attempts: 1. Times away from the test page: 2, 14 s in all. Paste attempts: 1.",,,2,14,1,,`,
      `"'=HYPERLINK(""http://evil.example"",""Click"")",'+46701234567@shop.example,50,99,49,99,50,99,51,99,${await finishedInTokyo(ids[1]!)},Needs review (pass mark: Not passed),${quoted(flagWords(createTranslator('en')).evenIntervals)},,,0,0,0,,`,
      `Anna Berg,anna@shop.example,77,98,76,98,77,98,78,98,${await finishedInTokyo(ids[0]!)},Passed,,,,0,0,0,,`,
      '',
    ]);
  });

  it("given the list's search, filter and order, then the file holds those results in that order", async () => {
    const names = async (body: Record<string, unknown>) => (await exportCsv(body)).lines.slice(1, -1).map((line) => line.split(',')[0]);
    // Åsa passes the pass mark but awaits review: not among the passed.
    expect(await names({ filter: 'passed', sort: 'wpm' })).toEqual(['Anna Berg']);
    expect(await names({ filter: 'flagged', sort: 'accuracy' })).toEqual(['"\'=HYPERLINK(""http://evil.example""', '"Åsa Öberg']);
    expect(await names({ textSearch: 'anna' })).toEqual(['Anna Berg']);
  });

  it("given a result restarted, then its row says so; reviewed, the verdict is the pass mark's (a rejected one not passed) and the review and note follow", async () => {
    const reviewer = await givenSignedInCompany(app, { timeZone: 'Asia/Tokyo', minimumWpm: 60 });
    const [accepted, rejected] = await givenResults(api.db, reviewer, [
      { fullName: 'Reloaded Twice', email: 'reloaded@review.example', wpm: 70, restarts: 2 },
      { fullName: 'Bursts', email: 'bursts@review.example', wpm: 90, flags: ['bursts'] },
    ]);
    expect((await exportCsv({}, reviewer)).lines[2]).toBe(
      `Reloaded Twice,reloaded@review.example,70,97,69,97,70,97,71,97,${await finishedInTokyo(accepted!)},Needs review (pass mark: Passed),Tests started again from the beginning: 2.,,,0,0,0,,`,
    );
    await post(app, '/db/reviewresult', { applicantId: accepted, decision: 'accept', note: 'The page froze; fine.' }, reviewer.accessToken);
    await post(app, '/db/reviewresult', { applicantId: rejected, decision: 'reject', note: '' }, reviewer.accessToken);
    const { lines } = await exportCsv({}, reviewer);
    const bursts = quoted(flagWords(createTranslator('en')).bursts);
    expect(lines[1]?.endsWith(`,Not passed,${bursts},Reviewed: rejected,,0,0,0,,`)).toBe(true);
    expect(lines[2]?.endsWith(',Passed,Tests started again from the beginning: 2.,Reviewed: accepted,The page froze; fine.,0,0,0,,')).toBe(true);
  });

  it('given another company, then its file holds only its own results; without a token, 401', async () => {
    const other = await givenSignedInCompany(app);
    await givenResults(api.db, other, [{ fullName: 'Other Person', email: 'other@elsewhere.example', wpm: 40 }]);
    expect((await exportCsv({}, other)).lines.slice(1)).toEqual([expect.stringMatching(/^Other Person,other@elsewhere\.example,40,/), '']);
    expect((await exportCsv({}, {})).response.status).toBe(401);
  });

  it.each([
    ['a sort that does not exist', { sort: 'name' }, /^sort: /],
    ['a page offset, which an export has not', { range: 10 }, /Unrecognized key: "range"/],
  ])('given %s, then 400 naming the field', async (_case, body, message) => {
    const { response, bytes } = await exportCsv(body);
    expect(response.status).toBe(400);
    expect((JSON.parse(new TextDecoder().decode(bytes)) as { errorMessage: string }).errorMessage).toMatch(message);
  });
});

describe("Export CSV in the company's language", () => {
  it('given a Swedish company, then its file is separated by semicolons, as Excel in Swedish reads it, a cell holding one in quotes, the byte order mark kept', async () => {
    const swedish = await givenSignedInCompany(app, { language: 'sv' });
    await givenResults(api.db, swedish, [{ fullName: 'Berg; Anna', email: 'anna@butik.example', wpm: 61, accuracy: 97 }]);
    const { bytes, lines } = await exportCsv({}, swedish);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toMatch(/^Namn;E-post;/);
    expect(lines[1]).toMatch(/^"Berg; Anna";anna@butik\.example;61;97;/);
    expect(lines).toHaveLength(3);
  });

  it('given an English company, then its file is separated by commas, and a semicolon is just text', async () => {
    const english = await givenSignedInCompany(app, { language: 'en' });
    await givenResults(api.db, english, [{ fullName: 'Berg; Anna', email: 'anna@shop.example', wpm: 61, accuracy: 97 }]);
    const { lines } = await exportCsv({}, english);
    expect(lines[0]).toMatch(/^Name,E-mail,/);
    expect(lines[1]).toMatch(/^Berg; Anna,anna@shop\.example,61,97,/);
  });
});

describe('Export CSV of many results', () => {
  const many = 20_000;
  const statementTimeoutMs = 250;

  it('given more results than one statement may take to read, then the whole file arrives, each result once, in the chosen order', async () => {
    const large = await givenSignedInCompany(app);
    await givenManyResults(api.db, large, many);
    // The pool as production sets it up, its statement timeout lowered to what this many rows outlast.
    const pool = createDatabase(api.databaseUrl, { statementTimeoutMs });
    try {
      const limited = api.app(applicantTestEnv, pool);
      for (const sort of ['date', 'wpm'] as const) {
        const started = performance.now();
        const { response, lines } = await exportCsv({ sort }, large, limited);
        expect(performance.now() - started, 'the export outlasted the statement timeout').toBeGreaterThan(statementTimeoutMs);
        expect(response.status).toBe(200);
        const rows = lines.slice(1, -1);
        expect(lines.at(-1)).toBe('');
        expect(new Set(rows.map((line) => line.split(',')[0])).size).toBe(many);
        const wpms = rows.map((line) => Number(line.split(',')[2]));
        if (sort === 'wpm') expect(wpms).toEqual(wpms.toSorted((a, b) => b - a));
      }
    } finally {
      await pool.destroy();
    }
  });

  it('given an export that cannot finish within its time limit, then the download breaks off and the client sees it fail, not a file that looks whole', async () => {
    const large = await givenSignedInCompany(app);
    await givenManyResults(api.db, large, many);
    const served = await serveOnFreePort(api.app({ ...applicantTestEnv, CSV_EXPORT_TIME_LIMIT_MS: '1' }));
    // The server logs why it broke the download off: expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await fetch(`${served.url}/api/db/exporthistory`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${large.accessToken}` },
        body: JSON.stringify({ dateSearch: '', textSearch: '' }),
      });
      expect(response.status).toBe(200);
      await expect(response.text()).rejects.toThrow(TypeError);
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.any(ExportTimeLimitExceeded)));
      logged.mockClear();
    } finally {
      await served.close();
    }
  });
});

import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxResultNoteLength, type ResultEntry } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantRow, applicantTestEnv, givenInvited } from './given-applicants.ts';
import { givenManyResults, givenResults } from './given-results.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
beforeAll(() => {
  app = api.app(applicantTestEnv);
});

const setStatus = (by: RegisteredCompany, body: Record<string, unknown>) =>
  post<{ success: boolean; status?: string | null; errorMessage?: string }>(app, '/db/setresultstatus', body, by.accessToken);
const writeNote = (by: RegisteredCompany, body: Record<string, unknown>) =>
  post<{ success: boolean; note?: string; errorMessage?: string }>(app, '/db/writeresultnote', body, by.accessToken);
const search = async (by: RegisteredCompany, body: Record<string, unknown> = {}) =>
  (await post<{ users?: ResultEntry[] }>(app, '/db/getspenthistory', { range: 0, dateSearch: '', textSearch: '', ...body }, by.accessToken)).body.users ?? [];
const names = async (by: RegisteredCompany, body: Record<string, unknown>) => (await search(by, body)).map((user) => user.fullName);

const exportLines = async (by: RegisteredCompany, body: Record<string, unknown> = {}) => {
  const response = await app.request('/api/db/exporthistory', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${by.accessToken}` },
    body: JSON.stringify({ dateSearch: '', textSearch: '', ...body }),
  });
  return (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
};

describe("the company's status and private note on a result", () => {
  it('given three results, when the company shortlists one, hires another and writes a note, then the list carries them, filters by status and sorts by it', async () => {
    const company = await givenSignedInCompany(app);
    const [anna, bo, cilla] = await givenResults(api.db, company, [
      { fullName: 'Anna Berg', email: 'anna@decide.example', wpm: 60 },
      { fullName: 'Bo Ek', email: 'bo@decide.example', wpm: 70 },
      { fullName: 'Cilla Holm', email: 'cilla@decide.example', wpm: 80 },
    ]);
    expect((await setStatus(company, { applicantId: anna, status: 'shortlisted' })).body).toEqual({ success: true, status: 'shortlisted' });
    expect((await setStatus(company, { applicantId: bo, status: 'hired' })).status).toBe(200);
    expect((await writeNote(company, { applicantId: anna, note: '  Call back on Monday.\nGood with numbers.  ' })).body).toEqual({
      success: true,
      note: 'Call back on Monday.\nGood with numbers.',
    });

    const rows = await search(company);
    expect(rows.map((row) => [row.fullName, row.status, row.note])).toEqual([
      ['Cilla Holm', null, ''],
      ['Bo Ek', 'hired', ''],
      ['Anna Berg', 'shortlisted', 'Call back on Monday.\nGood with numbers.'],
    ]);
    expect(await names(company, { status: 'shortlisted' })).toEqual(['Anna Berg']);
    expect(await names(company, { status: 'none' })).toEqual(['Cilla Holm']);
    expect(await names(company, { status: 'any', sort: 'status' })).toEqual(['Bo Ek', 'Anna Berg', 'Cilla Holm']);

    // Rejected goes last; taking the status off puts a result among those with none.
    await setStatus(company, { applicantId: cilla, status: 'rejected' });
    await setStatus(company, { applicantId: bo, status: null });
    expect(await names(company, { sort: 'status' })).toEqual(['Anna Berg', 'Bo Ek', 'Cilla Holm']);
    expect(await names(company, { status: 'rejected' })).toEqual(['Cilla Holm']);
  });

  it('given a status and a note, then the CSV file carries both in its last two columns, a note a spreadsheet would run as a formula made harmless', async () => {
    const company = await givenSignedInCompany(app);
    const [hired] = await givenResults(api.db, company, [{ fullName: 'Dan Lind', email: 'dan@decide.example', wpm: 65 }]);
    await setStatus(company, { applicantId: hired, status: 'hired' });
    await writeNote(company, { applicantId: hired, note: '=1+1, starts Monday' });
    const [header, row] = await exportLines(company);
    expect(header).toMatch(/,Paste attempts,Status,Note$/);
    expect(row).toMatch(/^Dan Lind,dan@decide\.example,65,.*,Hired,"'=1\+1, starts Monday"$/);
  });

  it('given a Swedish company, then the CSV says the status in Swedish, separated by semicolons', async () => {
    const company = await givenSignedInCompany(app, { language: 'sv' });
    const [shortlisted] = await givenResults(api.db, company, [{ fullName: 'Eva Sjö', email: 'eva@beslut.example', wpm: 58 }]);
    await setStatus(company, { applicantId: shortlisted, status: 'shortlisted' });
    await writeNote(company, { applicantId: shortlisted, note: 'Bra; ring tillbaka' });
    const [header, row] = await exportLines(company);
    expect(header).toMatch(/;Status;Anteckning$/);
    expect(row).toMatch(/;Gått vidare;"Bra; ring tillbaka"$/);
  });

  it("when the status or note is for another company's applicant, one unknown, or one still taking the tests, then 404 and nothing changes", async () => {
    const company = await givenSignedInCompany(app);
    const other = await givenSignedInCompany(app);
    const [othersResult] = await givenResults(api.db, other, [{ fullName: 'Not Yours', email: 'not@yours.example', wpm: 50 }]);
    const [unfinished] = await givenInvited(app, company, [applicantRow('Still Typing')]);
    for (const applicantId of [othersResult, '00000000-0000-4000-8000-000000000000', unfinished!.applicantCode]) {
      const status = await setStatus(company, { applicantId, status: 'hired' });
      const note = await writeNote(company, { applicantId, note: 'Hello' });
      expect([status.status, note.status]).toEqual([404, 404]);
    }
    expect((await setStatus(company, { applicantId: othersResult, status: 'hired' })).body.errorMessage).toMatch(/not in your account/);
    expect((await setStatus(company, { applicantId: unfinished!.applicantCode, status: 'hired' })).body.errorMessage).toMatch(/not finished/);
    expect((await search(other)).map((row) => [row.status, row.note])).toEqual([[null, '']]);
  });

  it('when the status is not one of the three, or the note is longer than 2,000 characters, then 400 naming the field and its limit, and nothing changes', async () => {
    const company = await givenSignedInCompany(app);
    const [result] = await givenResults(api.db, company, [{ fullName: 'Fia Nord', email: 'fia@decide.example', wpm: 55 }]);
    const maybe = await setStatus(company, { applicantId: result, status: 'maybe' });
    expect(maybe.status).toBe(400);
    expect(maybe.body.errorMessage).toBe('status: must be one of shortlisted, hired, rejected');
    const long = await writeNote(company, { applicantId: result, note: 'x'.repeat(maxResultNoteLength + 1) });
    expect(long.status).toBe(400);
    expect(long.body.errorMessage).toBe('note: must be at most 2000 characters long');
    // A Swedish company is answered in Swedish (its stored language).
    const swedishCompany = await givenSignedInCompany(app, { language: 'sv' });
    const swedish = await writeNote(swedishCompany, { applicantId: result, note: 'x'.repeat(maxResultNoteLength + 1) });
    expect(swedish.body.errorMessage).toBe('note: får vara högst 2000 tecken lång');
    // Exactly the limit is taken.
    expect((await writeNote(company, { applicantId: result, note: 'x'.repeat(maxResultNoteLength) })).status).toBe(200);
    expect((await search(company)).map((row) => [row.status, row.note.length])).toEqual([[null, maxResultNoteLength]]);
  });

  it('given 2,500 results with statuses, when exported by status, then each arrives once, in status order, across batches', async () => {
    const company = await givenSignedInCompany(app);
    await givenManyResults(api.db, company, 2500);
    await sql`UPDATE results SET status = (ARRAY['hired', 'shortlisted', 'rejected', NULL])[1 + (wpm % 4)] WHERE company_id = ${company.companyId}`.execute(api.db);
    const rows = (await exportLines(company, { sort: 'status' })).slice(1, -1);
    expect(new Set(rows.map((line) => line.split(',')[0])).size).toBe(2500);
    const rank = { Hired: 0, Shortlisted: 1, '': 2, Rejected: 3 } as Record<string, number>;
    const ranks = rows.map((line) => rank[line.split(',').at(-2)!]!);
    expect(ranks).toEqual(ranks.toSorted((a, b) => a - b));
  });
});

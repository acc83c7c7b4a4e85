import { describe, expect, it } from 'vitest';
import type { AccountOverview } from '@typetest/events';
import { useTestApi } from '../../testing/test-api.ts';
import { givenSignedInCompany, post } from '../account/given-account.ts';
import { applicantRow, applicantTestEnv, givenInvited } from './given-applicants.ts';
import { givenResults } from './given-results.ts';
import { startOfWeek } from './result-days.ts';

const api = useTestApi();

describe("the account menu's overview", () => {
  it('given two applicants awaiting and four results, one from last week, then 2 awaiting, 3 this week and the latest three, newest first, judged by the pass mark, a flagged one worth a second look', async () => {
    const app = api.app(applicantTestEnv);
    const company = await givenSignedInCompany(app, { timeZone: 'Europe/Stockholm', minimumWpm: 60 });
    await givenInvited(app, company, [applicantRow('Waiting One'), applicantRow('Waiting Two')]);
    const [lastWeek, , second, newest] = await givenResults(api.db, company, [
      { fullName: 'Last Week', email: 'lastweek@example.com', wpm: 90 },
      { fullName: 'First', email: 'first@example.com', wpm: 70, accuracy: 99 },
      { fullName: 'Second', email: 'second@example.com', wpm: 55, accuracy: 92 },
      { fullName: 'Newest', email: 'newest@example.com', wpm: 61, accuracy: 97, flags: ['bursts'] },
    ]);
    // A second before this week began, in the company's time zone (Monday 00:00 in Stockholm).
    const beforeThisWeek = new Date(startOfWeek(new Date(), 'Europe/Stockholm').getTime() - 1000);
    await api.db.updateTable('results').set({ finished_at: beforeThisWeek }).where('applicant_id', '=', lastWeek!).execute();

    const answer = await post<{ success: boolean; data: AccountOverview }>(app, '/db/getoverview', {}, company.accessToken);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      awaiting: 2,
      resultsThisWeek: 3,
      latest: [
        { applicantId: newest, fullName: 'Newest', wpm: 61, accuracy: 97, dateTime: expect.any(String), passed: 'passed', secondLook: true, review: null },
        { applicantId: second, fullName: 'Second', wpm: 55, accuracy: 92, dateTime: expect.any(String), passed: 'notPassed', secondLook: false, review: null },
        { applicantId: expect.any(String), fullName: 'First', wpm: 70, accuracy: 99, dateTime: expect.any(String), passed: 'passed', secondLook: false, review: null },
      ],
      reminderAfterHours: 48,
    });
  });

  it('given a new company on a server whose reminder goes 36 hours after a link, then nothing awaiting, no results, none latest, and the 36 hours (Account settings says them); without a token, 401', async () => {
    const app = api.app({ ...applicantTestEnv, REMINDER_AFTER_HOURS: '36' });
    const company = await givenSignedInCompany(app);
    expect((await post(app, '/db/getoverview', {}, company.accessToken)).body).toEqual({
      success: true,
      data: { awaiting: 0, resultsThisWeek: 0, latest: [], reminderAfterHours: 36 },
    });
    expect((await post(app, '/db/getoverview', {})).status).toBe(401);
  });
});

import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { applicantStream, type Database, type RecordedPageSignals, type StageFlag } from '@typetest/events';
import { commitStreams } from '@typetest/events/store';
import type { RegisteredCompany } from '../account/given-account.ts';

export interface GivenResult {
  fullName: string;
  email: string;
  wpm: number;
  accuracy?: number;
  flags?: StageFlag[];
  /** Attempts refused before the tests were recorded. */
  refusals?: number;
  /** Tests begun again from zero (a reload mid-test) before the tests were recorded. */
  restarts?: number;
  /** What the page noticed during test 1 (times away, paste attempts): recorded with it. */
  page?: RecordedPageSignals;
}

/**
 * Given applicants whose three tests are recorded, straight into the log as the stage calls
 * would leave it, one commit each in the order given (so the last is the newest). Answers their ids.
 */
export async function givenResults(db: Kysely<Database>, by: RegisteredCompany, people: GivenResult[]): Promise<string[]> {
  const ids: string[] = [];
  for (const { fullName, email, wpm, accuracy = 97, flags = [], refusals = 0, restarts = 0, page } of people) {
    const applicantId = randomUUID();
    ids.push(applicantId);
    const data = { applicantId, companyId: by.companyId };
    const refused = Array.from({ length: refusals }, () => ({
      type: 'StageRefused' as const,
      data: { ...data, stage: 1, reason: 'inhumanSpeed' as const, claimedWpm: 400, keystrokes: [] },
    }));
    const restarted = Array.from({ length: restarts }, () => ({ type: 'StageRestarted' as const, data: { ...data, stage: 1 } }));
    await commitStreams(db, {
      metadata: { actor: 'test' },
      streams: [
        {
          streamId: applicantStream(applicantId),
          expectedVersion: 0,
          events: [
            { type: 'ApplicantInvited' as const, data: { ...data, email, fullName, deadline: null } },
            ...refused,
            ...restarted,
            ...(page
              ? [
                  {
                    type: 'StageFinished' as const,
                    data: { ...data, stage: 1, wpm, accuracy, claimedWpm: wpm, durationMs: 60_000, keystrokes: [], flags: [], page, flagPlaces: [] },
                  },
                ]
              : []),
            {
              type: 'AllStagesFinished' as const,
              data: { ...data, fullName, email, wpm, accuracy, stages: [1, 2, 3].map((stage) => ({ stage, wpm: wpm + stage - 2, accuracy })), flags },
            },
          ],
        },
      ],
    });
  }
  return ids;
}

/**
 * Given `count` finished applicants straight in the results table, as a replay of that many would
 * leave it (the export and the list read the table, not the log), in one statement: a company of
 * real size without finishing each test. They finish in threes at one instant, to the
 * microsecond (ties and times a Date would round), and are named "Applicant 1" to "Applicant <count>".
 */
export async function givenManyResults(db: Kysely<Database>, by: RegisteredCompany, count: number): Promise<void> {
  await sql`
    INSERT INTO results (applicant_id, company_id, full_name, email, wpm, accuracy, stages, flags, finished_at)
    SELECT gen_random_uuid(), ${by.companyId}, 'Applicant ' || n, 'applicant' || n || '@many.example', 20 + n % 100, 80 + n % 21,
           '[]'::jsonb, '[]'::jsonb, timestamptz '2026-11-01 12:00:00Z' - (n / 3) * interval '1.234567 second'
    FROM generate_series(1, ${count}) AS n
  `.execute(db);
  // What autovacuum would have done by the time a company has this many: the planner then reads the order's index.
  await sql`ANALYZE results`.execute(db);
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { applicantStream, commitStreams, type Database, type StageFlag } from '@typetest/events';
import type { RegisteredCompany } from '../account/given-account.ts';

export interface GivenResult {
  fullName: string;
  email: string;
  wpm: number;
  accuracy?: number;
  flags?: StageFlag[];
  /** Attempts refused before the tests were recorded. */
  refusals?: number;
}

/**
 * Given applicants whose three tests are recorded, straight into the log as the stage calls
 * would leave it, one commit each in the order given (so the last is the newest). Answers their ids.
 */
export async function givenResults(db: Kysely<Database>, by: RegisteredCompany, people: GivenResult[]): Promise<string[]> {
  const ids: string[] = [];
  for (const { fullName, email, wpm, accuracy = 97, flags = [], refusals = 0 } of people) {
    const applicantId = randomUUID();
    ids.push(applicantId);
    const data = { applicantId, companyId: by.companyId };
    const refused = Array.from({ length: refusals }, () => ({
      type: 'StageRefused' as const,
      data: { ...data, stage: 1, reason: 'inhumanSpeed' as const, claimedWpm: 400, keystrokes: [] },
    }));
    await commitStreams(db, {
      metadata: { actor: 'test' },
      streams: [
        {
          streamId: applicantStream(applicantId),
          expectedVersion: 0,
          events: [
            { type: 'ApplicantInvited' as const, data: { ...data, email, fullName, deadline: null } },
            ...refused,
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

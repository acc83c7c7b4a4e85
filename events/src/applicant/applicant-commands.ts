import type { Kysely } from 'kysely';
import type { Database } from '../catalogue.ts';
import type { StreamKind } from '../store/handle-command.ts';
import type { EventMetadata } from '../store/metadata.ts';
import { readStream } from '../store/read-stream.ts';
import { applicantStream, evolveApplicant, foldApplicant, type ApplicantState } from './applicant-state.ts';

/** An applicant's stream: one per applicant, from the invitation to the last test (docs/decisions/0014-applicant-streams.md). */
export const applicantStreams: StreamKind<ApplicantState> = { streamId: applicantStream, evolve: evolveApplicant };

/** The applicant as their stream tells it, with the stream itself. */
export async function loadApplicant(db: Kysely<Database>, applicantId: string) {
  const { version, events } = await readStream(db, applicantStream(applicantId));
  return { version, state: foldApplicant(events), events };
}

/** Metadata of a change the worker's schedule made (the automatic reminder: worker/src/reminders.ts). */
export const bySchedule: EventMetadata = { actor: 'schedule:reminders' };

/** Metadata of a change made through the applicant's personal link. */
export const byApplicant = (applicantId: string, requestId: string | undefined): EventMetadata => ({
  actor: `applicant:${applicantId}`,
  ...(requestId ? { requestId } : {}),
});

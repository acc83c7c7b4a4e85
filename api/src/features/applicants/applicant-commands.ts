import type { Kysely, Transaction } from 'kysely';
import {
  applicantStream,
  commit,
  evolveApplicant,
  foldApplicant,
  readStream,
  retryOnConflict,
  type ApplicantState,
  type Database,
  type DomainEvent,
  type EventMetadata,
  type MailIntent,
  type RecordedEvent,
} from '@typetest/events';

export async function loadApplicant(db: Kysely<Database>, applicantId: string) {
  const { version, events } = await readStream(db, applicantStream(applicantId));
  return { version, state: foldApplicant(events), events };
}

export interface ApplicantCommand<Events extends DomainEvent> {
  applicantId: string;
  metadata: EventMetadata;
  decide(state: ApplicantState | undefined): Events[];
  /** Secrets written with the events (a new link), in the same transaction. */
  writeSecrets?(trx: Transaction<Database>, events: readonly Events[]): Promise<void>;
  /**
   * The mails the recorded events cause, with the state after them and the whole stream (the
   * events loaded, then the recorded ones); may read in the same transaction.
   */
  mails?(trx: Transaction<Database>, recorded: readonly RecordedEvent[], after: ApplicantState | undefined, stream: readonly RecordedEvent[]): Promise<readonly MailIntent[]>;
}

/**
 * Load, decide, commit an applicant's stream: events, read tables, secrets and mails in one
 * transaction, tried again on fresh state when another request changed the applicant meanwhile
 * (a double submit: the second sees the first's result).
 */
export async function runApplicantCommand<Events extends DomainEvent>(
  db: Kysely<Database>,
  command: ApplicantCommand<Events>,
): Promise<{ before: ApplicantState | undefined; after: ApplicantState | undefined; events: Events[]; recorded: RecordedEvent[] }> {
  return retryOnConflict(async () => {
    const { version, state, events: loaded } = await loadApplicant(db, command.applicantId);
    const events = command.decide(state);
    if (events.length === 0) return { before: state, after: state, events, recorded: [] };
    let after = state;
    const recorded = await commit(db, {
      streamId: applicantStream(command.applicantId),
      expectedVersion: version,
      events,
      metadata: command.metadata,
      writeSecrets: async (trx) => {
        await command.writeSecrets?.(trx, events);
      },
      mails: async (recordedEvents, trx) => {
        after = recordedEvents.reduce(evolveApplicant, state);
        return (await command.mails?.(trx, recordedEvents, after, [...loaded, ...recordedEvents])) ?? [];
      },
    });
    return { before: state, after, events, recorded };
  });
}

/** Metadata of a change made through the applicant's personal link. */
export const byApplicant = (applicantId: string, requestId: string | undefined): EventMetadata => ({
  actor: `applicant:${applicantId}`,
  ...(requestId ? { requestId } : {}),
});

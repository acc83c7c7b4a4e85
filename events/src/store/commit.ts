import type { Kysely, Transaction } from 'kysely';
import type { Database, DomainEvent, RecordedEvent } from '../catalogue.ts';
import type { MailIntent } from '../mail/catalogue.ts';
import { recordMails } from '../outbox/record-mails.ts';
import { project } from '../projections/registry.ts';
import { appendToStream } from './append.ts';
import { StreamVersionConflict } from './errors.ts';
import type { EventMetadata } from './metadata.ts';

export interface Commit {
  streamId: string;
  expectedVersion: number;
  events: readonly DomainEvent[];
  metadata: EventMetadata;
  /**
   * The mails these events cause, decided from the events as recorded (they carry the ids); it may
   * read the read tables as they are after the events, in the same transaction.
   */
  mails?: (recorded: readonly RecordedEvent[], trx: Transaction<Database>) => readonly MailIntent[] | Promise<readonly MailIntent[]>;
  /**
   * Writes to the tables that are not in the log (password hashes, sessions, one-time codes), in
   * the same transaction: a secret is never stored for a change that did not happen, or lost for
   * one that did.
   */
  writeSecrets?: (trx: Transaction<Database>, recorded: readonly RecordedEvent[]) => Promise<void>;
}

/**
 * The one way state changes: append the events, update the read tables and record the mails
 * they cause, all in one transaction. Either all of it happens or none of it.
 */
export async function commit(db: Kysely<Database>, change: Commit): Promise<RecordedEvent[]> {
  return db.transaction().execute(async (trx) => {
    const recorded = await appendToStream(trx, change.streamId, change.expectedVersion, change.events, change.metadata);
    await project(trx, recorded);
    await change.writeSecrets?.(trx, recorded);
    await recordMails(trx, (await change.mails?.(recorded, trx)) ?? [], recorded);
    return recorded;
  });
}

/** One stream's part of a change that spans several streams. */
export interface StreamChange {
  streamId: string;
  expectedVersion: number;
  events: readonly DomainEvent[];
}

export type MultiStreamCommit = Omit<Commit, 'streamId' | 'expectedVersion' | 'events'> & { streams: readonly StreamChange[] };

/**
 * `commit` for a change that starts several streams at once (inviting several applicants): every
 * stream's events, the read tables, the secrets and the mails in one transaction, or none of it.
 */
export async function commitStreams(db: Kysely<Database>, change: MultiStreamCommit): Promise<RecordedEvent[]> {
  return db.transaction().execute(async (trx) => {
    const recorded: RecordedEvent[] = [];
    for (const stream of change.streams) {
      recorded.push(...(await appendToStream(trx, stream.streamId, stream.expectedVersion, stream.events, change.metadata)));
    }
    await project(trx, recorded);
    await change.writeSecrets?.(trx, recorded);
    await recordMails(trx, (await change.mails?.(recorded, trx)) ?? [], recorded);
    return recorded;
  });
}

/**
 * Runs load-decide-commit again when another writer got to the stream first; gives up after
 * `attempts` tries with the conflict (the API answers 409).
 */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof StreamVersionConflict) || attempt >= attempts) throw error;
    }
  }
}

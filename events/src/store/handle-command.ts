import type { Kysely, Transaction } from 'kysely';
import type { Database, DomainEvent, RecordedEvent } from '../catalogue.ts';
import type { MailIntent } from '../mail/catalogue.ts';
import { commit, commitStreams, retryOnConflict } from './commit.ts';
import type { EventMetadata } from './metadata.ts';
import { readStream, readStreams } from './read-stream.ts';

/** How a kind of stream turns its events into state: each feature declares one for its streams. */
export interface StreamKind<State> {
  /** The stream's id for an entity's id ("company-<id>"). */
  streamId(id: string): string;
  evolve(state: State | undefined, event: RecordedEvent): State | undefined;
}

/** A stream as read: its events and the version to append after (0: none yet). */
export interface LoadedStream {
  version: number;
  events: RecordedEvent[];
}

/**
 * What a command keeps beside its events for one attempt: rows for the tables that are not in the
 * log (password hashes, sessions, one-time codes, link hashes), written in the events'
 * transaction, and whatever the mails need of them (the plain codes a mail carries).
 */
export interface Secrets {
  write?(trx: Transaction<Database>): Promise<unknown>;
}

/** What the mails of a command may look at: the recorded events, the states around them, the whole stream, the attempt's secrets, and the transaction (to read the read tables as they are after the events). */
export interface CommittedChange<State, Kept extends Secrets = Secrets> {
  trx: Transaction<Database>;
  secrets: Kept;
  recorded: readonly RecordedEvent[];
  before: State | undefined;
  after: State | undefined;
  /** The events loaded, then the recorded ones. */
  stream: readonly RecordedEvent[];
}

export interface Command<State, Events extends DomainEvent, Kept extends Secrets = Secrets> {
  /** The entity whose stream the command changes. */
  id: string;
  metadata: EventMetadata;
  /** The rules: the events the command causes in this state (none: nothing to change). */
  decide(state: State | undefined): Events[];
  /** The stream as the caller already read it (with what else it needed, in one round trip): the first attempt decides on it, a retry reads it again. */
  stream?: LoadedStream;
  /** How a retry reads the stream again, when the caller reads it otherwise than whole (applicantQueries.readApplicantStream: without logs it does not need). */
  readStream?(db: Kysely<Database>): Promise<LoadedStream>;
  /**
   * The secrets of this attempt, made from the decided events: called per attempt, so a code
   * minted here is never stored for an attempt that lost. A decision of no events still writes
   * them (a code used up), in a transaction of its own.
   */
  secrets?(events: readonly Events[], state: State | undefined): Kept;
  /** The mails the recorded events cause (the feature's mail policy). */
  mails?(change: CommittedChange<State, Kept>): readonly MailIntent[] | Promise<readonly MailIntent[]>;
}

export interface CommandOutcome<State, Events extends DomainEvent> {
  before: State | undefined;
  after: State | undefined;
  events: Events[];
  recorded: RecordedEvent[];
}

/**
 * A command that starts or changes several streams of one kind in one commit (inviting a list of
 * applicants: a stream each). Decided on every stream's state at once; all of it is recorded, or
 * none of it.
 */
export interface StreamsCommand<State, Events extends DomainEvent, Kept extends Secrets = Secrets> {
  /** The entities whose streams the command changes. */
  ids: readonly string[];
  metadata: EventMetadata;
  /** The rules: each stream's events in these states (none anywhere: nothing to change). */
  decide(states: ReadonlyMap<string, State | undefined>): readonly { id: string; events: Events[] }[];
  secrets?(events: readonly Events[]): Kept;
  /** The mails the recorded events cause; `after` is each stream's state after them. */
  mails?(change: {
    trx: Transaction<Database>;
    secrets: Kept;
    recorded: readonly RecordedEvent[];
    after: ReadonlyMap<string, State | undefined>;
  }): readonly MailIntent[] | Promise<readonly MailIntent[]>;
}

export interface StreamsOutcome<Events extends DomainEvent> {
  events: Events[];
  recorded: RecordedEvent[];
}

/**
 * The one command pipeline: load the stream, decide, then commit the events, the read tables, the
 * secrets and the mails in one transaction (store/commit.ts). When another writer changed the
 * stream meanwhile (a double submit), it starts again on fresh state, a bounded number of times;
 * the second attempt sees the first's result. Given `ids`, the same for several streams at once.
 * Every change of state goes through it, by way of a feature's use cases (`docs/architecture.md`):
 * the API's routes, the worker's scheduled work and `npm run ops`.
 */
export function handleCommand<State, Events extends DomainEvent, Kept extends Secrets = Secrets>(
  db: Kysely<Database>,
  kind: StreamKind<State>,
  command: Command<State, Events, Kept>,
): Promise<CommandOutcome<State, Events>>;
export function handleCommand<State, Events extends DomainEvent, Kept extends Secrets = Secrets>(
  db: Kysely<Database>,
  kind: StreamKind<State>,
  command: StreamsCommand<State, Events, Kept>,
): Promise<StreamsOutcome<Events>>;
export function handleCommand<State, Events extends DomainEvent, Kept extends Secrets = Secrets>(
  db: Kysely<Database>,
  kind: StreamKind<State>,
  command: Command<State, Events, Kept> | StreamsCommand<State, Events, Kept>,
): Promise<CommandOutcome<State, Events> | StreamsOutcome<Events>> {
  return 'ids' in command ? handleStreams(db, kind, command) : handleStream(db, kind, command);
}

async function handleStream<State, Events extends DomainEvent, Kept extends Secrets = Secrets>(
  db: Kysely<Database>,
  kind: StreamKind<State>,
  command: Command<State, Events, Kept>,
): Promise<CommandOutcome<State, Events>> {
  const streamId = kind.streamId(command.id);
  let attempt = 0;
  return retryOnConflict(async () => {
    attempt++;
    const loaded = attempt === 1 && command.stream ? command.stream : await (command.readStream?.(db) ?? readStream(db, streamId));
    const before = loaded.events.reduce(kind.evolve, undefined as State | undefined);
    const events = command.decide(before);
    const secrets = command.secrets?.(events, before) ?? ({} as Kept);
    if (events.length === 0) {
      if (secrets.write) await db.transaction().execute((trx) => secrets.write!(trx));
      return { before, after: before, events, recorded: [] };
    }
    let after = before;
    const recorded = await commit(db, {
      streamId,
      expectedVersion: loaded.version,
      events,
      metadata: command.metadata,
      writeSecrets: async (trx) => {
        await secrets.write?.(trx);
      },
      mails: async (recordedEvents, trx) => {
        after = recordedEvents.reduce(kind.evolve, before);
        return (await command.mails?.({ trx, secrets, recorded: recordedEvents, before, after, stream: [...loaded.events, ...recordedEvents] })) ?? [];
      },
    });
    return { before, after, events, recorded };
  });
}

async function handleStreams<State, Events extends DomainEvent, Kept extends Secrets = Secrets>(
  db: Kysely<Database>,
  kind: StreamKind<State>,
  command: StreamsCommand<State, Events, Kept>,
): Promise<StreamsOutcome<Events>> {
  return retryOnConflict(async () => {
    const read = await readStreams(
      db,
      command.ids.map((id) => kind.streamId(id)),
    );
    const loaded = new Map(command.ids.map((id) => [id, read.get(kind.streamId(id))!]));
    const before = new Map([...loaded].map(([id, stream]) => [id, stream.events.reduce(kind.evolve, undefined as State | undefined)]));
    const decided = command.decide(before).filter((change) => change.events.length > 0);
    const events = decided.flatMap((change) => change.events);
    const secrets = command.secrets?.(events) ?? ({} as Kept);
    if (events.length === 0) {
      if (secrets.write) await db.transaction().execute((trx) => secrets.write!(trx));
      return { events, recorded: [] };
    }
    const recorded = await commitStreams(db, {
      streams: decided.map(({ id, events: streamEvents }) => ({ streamId: kind.streamId(id), expectedVersion: loaded.get(id)?.version ?? 0, events: streamEvents })),
      metadata: command.metadata,
      writeSecrets: async (trx) => {
        await secrets.write?.(trx);
      },
      mails: async (recordedEvents, trx) => {
        const after = new Map(before);
        for (const { id } of decided) {
          const streamId = kind.streamId(id);
          after.set(id, recordedEvents.filter((event) => event.streamId === streamId).reduce(kind.evolve, before.get(id)));
        }
        return (await command.mails?.({ trx, secrets, recorded: recordedEvents, after })) ?? [];
      },
    });
    return { events, recorded };
  });
}

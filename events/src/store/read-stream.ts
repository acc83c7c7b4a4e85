import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, RecordedEvent } from '../catalogue.ts';
import { decodeEventRow } from './decode.ts';
import { streamKeyOf } from './personal-data.ts';
import type { EventsTable } from './tables.ts';

/** A stream's events in order, and its version (0 when it has none), to decide the next command. Its key comes in the same statement. */
export async function readStream(db: Kysely<Database> | Transaction<Database>, streamId: string): Promise<{ version: number; events: RecordedEvent[] }> {
  const rows = await db
    .selectFrom('events')
    .leftJoin('personal_data_keys', 'personal_data_keys.stream_id', 'events.stream_id')
    .selectAll('events')
    .select(['personal_data_keys.key as stream_key', 'personal_data_keys.erased_at as stream_erased_at'])
    .where('events.stream_id', '=', streamId)
    .orderBy('events.stream_version')
    .execute();
  const events = rows.map((row) => decodeEventRow(row, streamKeyOf(row)));
  return { version: events.at(-1)?.streamVersion ?? 0, events };
}

/** Several streams in one statement (a command over several streams: store/handle-command.ts), each as readStream reads it; a stream with no events has version 0. */
export async function readStreams(db: Kysely<Database> | Transaction<Database>, streamIds: readonly string[]): Promise<Map<string, { version: number; events: RecordedEvent[] }>> {
  const rows =
    streamIds.length === 0
      ? []
      : await db
          .selectFrom('events')
          .leftJoin('personal_data_keys', 'personal_data_keys.stream_id', 'events.stream_id')
          .selectAll('events')
          .select(['personal_data_keys.key as stream_key', 'personal_data_keys.erased_at as stream_erased_at'])
          .where('events.stream_id', 'in', streamIds)
          .orderBy('events.stream_id')
          .orderBy('events.stream_version')
          .execute();
  const streams = new Map(streamIds.map((streamId) => [streamId, { version: 0, events: [] as RecordedEvent[] }]));
  for (const row of rows) {
    const event = decodeEventRow(row, streamKeyOf(row));
    const stream = streams.get(row.stream_id)!;
    stream.events.push(event);
    stream.version = event.streamVersion;
  }
  return streams;
}

/** The stream's key as a statement reads it beside the events (`personal_data_keys`, left joined). */
export interface StreamKeyColumns {
  stream_key: Buffer | null;
  stream_erased_at: Date | null;
}

/**
 * A stream from its rows as another statement read them (joined with what the caller needs in
 * the same round trip, with null columns where a left join found no event), in stream order; the
 * stream's key read beside them (StreamKeyColumns).
 */
export function streamFromRows(rows: readonly ({ [Column in keyof Selectable<EventsTable>]: Selectable<EventsTable>[Column] | null } & StreamKeyColumns)[]): {
  version: number;
  events: RecordedEvent[];
} {
  // A row with an event id is a whole event row: the columns are null together or not at all.
  const events = rows.flatMap((row) => (row.event_id === null ? [] : [decodeEventRow(row as Selectable<EventsTable>, streamKeyOf(row))]));
  return { version: events.at(-1)?.streamVersion ?? 0, events };
}

import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, RecordedEvent } from '../catalogue.ts';
import { decodeEventRow } from './decode.ts';
import type { EventsTable } from './tables.ts';

/** A stream's events in order, and its version (0 when it has none), to decide the next command. */
export async function readStream(db: Kysely<Database> | Transaction<Database>, streamId: string): Promise<{ version: number; events: RecordedEvent[] }> {
  const rows = await db.selectFrom('events').selectAll().where('stream_id', '=', streamId).orderBy('stream_version').execute();
  const events = rows.map(decodeEventRow);
  return { version: events.at(-1)?.streamVersion ?? 0, events };
}

/**
 * A stream from its rows as another statement read them (joined with what the caller needs in
 * the same round trip, with null columns where a left join found no event), in stream order.
 */
export function streamFromRows(rows: readonly { [Column in keyof Selectable<EventsTable>]: Selectable<EventsTable>[Column] | null }[]): {
  version: number;
  events: RecordedEvent[];
} {
  // A row with an event id is a whole event row: the columns are null together or not at all.
  const events = rows.flatMap((row) => (row.event_id === null ? [] : [decodeEventRow(row as Selectable<EventsTable>)]));
  return { version: events.at(-1)?.streamVersion ?? 0, events };
}

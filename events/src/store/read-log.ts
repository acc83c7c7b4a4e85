import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, RecordedEvent } from '../catalogue.ts';
import { decodeEventRow } from './decode.ts';
import { streamKeyOf } from './personal-data.ts';
import type { StreamKeyColumns } from './read-stream.ts';
import type { EventsTable } from './tables.ts';

/** Where a log reader has got to: the last event it handled, in log order. */
export interface LogCheckpoint {
  transactionId: string;
  position: string;
}

export const logStart: LogCheckpoint = { transactionId: '0', position: '0' };

/**
 * The next events after `after`, in log order (writing transaction, then position).
 *
 * Positions are handed out when a transaction inserts, not when it commits, so an event at
 * position 7 may become visible after one at position 8. Reading only events whose transaction
 * is older than every transaction still in flight (the snapshot's xmin) means a reader never
 * moves its checkpoint past an event that has yet to appear.
 *
 * `inFlightSafe: false` drops that gate: only for a reader that has locked the events table
 * against writers (replay's final swap), when no writer can be in flight.
 */
export async function readLog(
  db: Kysely<Database> | Transaction<Database>,
  after: LogCheckpoint,
  options: { limit: number; inFlightSafe?: boolean },
): Promise<{ events: RecordedEvent[]; checkpoint: LogCheckpoint }> {
  const gate = options.inFlightSafe === false ? sql`true` : sql`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;
  // Each stream's key beside its events (store/personal-data.ts): one statement per batch.
  const { rows } = await sql<Selectable<EventsTable> & StreamKeyColumns>`
    SELECT events.*, keys.key AS stream_key, keys.erased_at AS stream_erased_at
    FROM events LEFT JOIN personal_data_keys keys ON keys.stream_id = events.stream_id
    WHERE (events.transaction_id, events.position) > (${after.transactionId}::xid8, ${after.position}::bigint)
      AND ${gate}
    ORDER BY events.transaction_id, events.position
    LIMIT ${options.limit}
  `.execute(db);
  const events = rows.map((row) => decodeEventRow(row, streamKeyOf(row)));
  const last = events.at(-1);
  return { events, checkpoint: last ? { transactionId: last.transactionId, position: last.position } : after };
}

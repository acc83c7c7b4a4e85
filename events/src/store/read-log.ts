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
  const { rows, checkpoint } = await readLogRows(db, after, options);
  return { events: rows.map(decodeLogRow), checkpoint };
}

/** An event's row as the log reader reads it: with its stream's key beside it (store/personal-data.ts). */
export type LogRow = Selectable<EventsTable> & StreamKeyColumns;

/** The event of a row `readLogRows` read, its personal fields opened (or blank once erased). */
export const decodeLogRow = (row: LogRow): RecordedEvent => decodeEventRow(row, streamKeyOf(row));

/**
 * `readLog`'s rows, not decoded yet: a reader of many events (a replay) decodes each when it needs
 * it, so a page's keystroke logs are not all in memory at once.
 */
export async function readLogRows(
  db: Kysely<Database> | Transaction<Database>,
  after: LogCheckpoint,
  options: { limit: number; inFlightSafe?: boolean },
): Promise<{ rows: LogRow[]; checkpoint: LogCheckpoint }> {
  const gate = options.inFlightSafe === false ? sql`true` : sql`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;
  // Each stream's key beside its events (store/personal-data.ts): one statement per batch.
  const { rows } = await sql<LogRow>`
    SELECT events.*, keys.key AS stream_key, keys.erased_at AS stream_erased_at
    FROM events LEFT JOIN personal_data_keys keys ON keys.stream_id = events.stream_id
    WHERE (events.transaction_id, events.position) > (${after.transactionId}::xid8, ${after.position}::bigint)
      AND ${gate}
    ORDER BY events.transaction_id, events.position
    LIMIT ${options.limit}
  `.execute(db);
  const last = rows.at(-1);
  return { rows, checkpoint: last ? { transactionId: last.transaction_id, position: last.position } : after };
}

import type { Kysely, Transaction } from 'kysely';
import type { RecordedEvent } from '../catalogue.ts';
import type { Database } from '../platform/database.ts';
import { decodeEventRow } from './decode.ts';

/** A stream's events in order, and its version (0 when it has none), to decide the next command. */
export async function readStream(
  db: Kysely<Database> | Transaction<Database>,
  streamId: string,
): Promise<{ version: number; events: RecordedEvent[] }> {
  const rows = await db.selectFrom('events').selectAll().where('stream_id', '=', streamId).orderBy('stream_version').execute();
  const events = rows.map(decodeEventRow);
  return { version: events.at(-1)?.streamVersion ?? 0, events };
}

import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import { encodeEventData, type Database, type DomainEvent, type RecordedEvent } from '../catalogue.ts';
import { decodeEventRow } from './decode.ts';
import { isUniqueViolation, StreamVersionConflict } from './errors.ts';
import type { EventMetadata } from './metadata.ts';
import type { EventsTable } from './tables.ts';

/**
 * Appends events to a stream that is expected to be at `expectedVersion` (0: a new stream).
 * Must run inside the caller's transaction, so projections and mails commit with the events.
 */
export async function appendToStream(
  trx: Transaction<Database>,
  streamId: string,
  expectedVersion: number,
  events: readonly DomainEvent[],
  metadata: EventMetadata,
): Promise<RecordedEvent[]> {
  if (events.length === 0) return [];
  const rows = events.map((event, index) => {
    const { schemaVersion, data } = encodeEventData(event);
    return sql`(${randomUUID()}::uuid, ${streamId}, ${expectedVersion + index + 1}::int, ${event.type}, ${schemaVersion}::int, ${JSON.stringify(data)}::jsonb, ${JSON.stringify(metadata)}::jsonb)`;
  });
  try {
    // The version check rides on the insert (one round trip): no rows come back when the stream
    // is not at the expected version.
    const { rows: inserted } = await sql<Selectable<EventsTable>>`
      INSERT INTO events (event_id, stream_id, stream_version, event_type, schema_version, data, metadata)
      SELECT * FROM (VALUES ${sql.join(rows)}) AS appended
      WHERE (SELECT coalesce(max(stream_version), 0) FROM events WHERE stream_id = ${streamId}) = ${expectedVersion}
      RETURNING *
    `.execute(trx);
    if (inserted.length === 0) {
      const { version } = await trx
        .selectFrom('events')
        .select(sql<number>`coalesce(max(stream_version), 0)::int`.as('version'))
        .where('stream_id', '=', streamId)
        .executeTakeFirstOrThrow();
      throw new StreamVersionConflict(streamId, expectedVersion, version);
    }
    return inserted.map(decodeEventRow).sort((a, b) => a.streamVersion - b.streamVersion);
  } catch (error) {
    // A writer that read the same version committed first.
    if (isUniqueViolation(error, 'events_stream_version_unique')) {
      throw new StreamVersionConflict(streamId, expectedVersion, undefined);
    }
    throw error;
  }
}

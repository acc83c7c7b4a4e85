import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import { encodeEventData, type Database, type DomainEvent, type RecordedEvent } from '../catalogue.ts';
import { recordedEventOf } from './decode.ts';
import { isUniqueViolation, StreamVersionConflict } from './errors.ts';
import { holdsPersonalData, sealPersonalData, streamKeyForWriting } from './personal-data.ts';
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
  // Personal fields are sealed with the stream's key (personal-data.ts); what the caller gets back is the plain event.
  const key = events.some((event) => holdsPersonalData(event.type)) ? await streamKeyForWriting(trx, streamId) : undefined;
  const plain = new Map<string, DomainEvent>();
  const rows = events.map((event, index) => {
    const { schemaVersion, data } = encodeEventData(event);
    const eventId = randomUUID();
    plain.set(eventId, { type: event.type, data } as DomainEvent);
    const stored = key ? sealPersonalData(event.type, data, key, eventId) : data;
    return sql`(${eventId}::uuid, ${streamId}, ${expectedVersion + index + 1}::int, ${event.type}, ${schemaVersion}::int, ${JSON.stringify(stored)}::jsonb, ${JSON.stringify(metadata)}::jsonb)`;
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
    return inserted.map((row) => recordedEventOf(row, plain.get(row.event_id)!)).sort((a, b) => a.streamVersion - b.streamVersion);
  } catch (error) {
    // A writer that read the same version committed first.
    if (isUniqueViolation(error, 'events_stream_version_unique')) {
      throw new StreamVersionConflict(streamId, expectedVersion, undefined);
    }
    throw error;
  }
}

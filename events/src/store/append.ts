import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { encodeEventData, type DomainEvent, type RecordedEvent } from '../catalogue.ts';
import type { Database } from '../platform/database.ts';
import { decodeEventRow } from './decode.ts';
import { isUniqueViolation, StreamVersionConflict } from './errors.ts';
import type { EventMetadata } from './metadata.ts';

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
  const { version } = await trx
    .selectFrom('events')
    .select(sql<number>`coalesce(max(stream_version), 0)::int`.as('version'))
    .where('stream_id', '=', streamId)
    .executeTakeFirstOrThrow();
  if (version !== expectedVersion) throw new StreamVersionConflict(streamId, expectedVersion, version);

  const rows = events.map((event, index) => {
    const { schemaVersion, data } = encodeEventData(event);
    return {
      event_id: randomUUID(),
      stream_id: streamId,
      stream_version: expectedVersion + index + 1,
      event_type: event.type,
      schema_version: schemaVersion,
      data: JSON.stringify(data),
      metadata: JSON.stringify(metadata),
    };
  });
  try {
    const inserted = await trx.insertInto('events').values(rows).returningAll().execute();
    return inserted.map(decodeEventRow);
  } catch (error) {
    // A writer that read the same version committed first.
    if (isUniqueViolation(error, 'events_stream_version_unique')) {
      throw new StreamVersionConflict(streamId, expectedVersion, undefined);
    }
    throw error;
  }
}

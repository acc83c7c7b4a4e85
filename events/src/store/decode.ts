import type { Selectable } from 'kysely';
import { decodeEventData, type RecordedEvent } from '../catalogue.ts';
import { eventMetadataSchema } from './metadata.ts';
import type { EventsTable } from './tables.ts';

export function decodeEventRow(row: Selectable<EventsTable>): RecordedEvent {
  return {
    ...decodeEventData(row.event_type, row.schema_version, row.data),
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    position: row.position,
    transactionId: row.transaction_id,
    metadata: eventMetadataSchema.parse(row.metadata),
    recordedAt: row.recorded_at,
  };
}

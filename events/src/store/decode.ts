import type { Selectable } from 'kysely';
import { decodeEventData, type DomainEvent, type RecordedEvent } from '../catalogue.ts';
import { eventMetadataSchema } from './metadata.ts';
import { openPersonalData, type StreamKey } from './personal-data.ts';
import type { EventsTable } from './tables.ts';

/** An event from its row; its personal fields opened with the stream's key (personal-data.ts), or blank once erased. */
export function decodeEventRow(row: Selectable<EventsTable>, key?: StreamKey): RecordedEvent {
  return recordedEventOf(row, decodeEventData(row.event_type, row.schema_version, openPersonalData(row.event_type, row.data, key, row.event_id)));
}

/**
 * The event with its personal fields left sealed: they read as the definition's blanks, as once
 * erased. Enough for a reader that needs only its ids (a replay's page finding which rows it
 * touches), without opening and parsing a keystroke log.
 */
export function decodeEventOutline(row: Selectable<EventsTable>): RecordedEvent {
  return decodeEventRow(row, 'erased');
}

/**
 * The outline's event (`decodeEventOutline`) with its personal fields opened: what
 * `decodeEventRow` reads, its metadata taken from the outline rather than parsed again.
 */
export function openEventOutline(outline: RecordedEvent, row: Selectable<EventsTable>, key: StreamKey | undefined): RecordedEvent {
  const { type: _type, data: _data, ...recorded } = outline;
  return { ...decodeEventData(row.event_type, row.schema_version, openPersonalData(row.event_type, row.data, key, row.event_id)), ...recorded };
}

/** The event with what its row says of it: where it is in the log, why and when it was written. */
export function recordedEventOf(row: Selectable<EventsTable>, event: DomainEvent): RecordedEvent {
  return {
    ...event,
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    position: row.position,
    transactionId: row.transaction_id,
    metadata: eventMetadataSchema.parse(row.metadata),
    recordedAt: row.recorded_at,
  };
}

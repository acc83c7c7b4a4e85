import type { ColumnType, Generated } from 'kysely';

export interface EventsTable {
  position: Generated<string>;
  transaction_id: Generated<string>;
  event_id: string;
  stream_id: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  // Written as JSON text (so arrays stay JSON), read back parsed.
  data: ColumnType<unknown, string, never>;
  metadata: ColumnType<unknown, string, never>;
  recorded_at: ColumnType<Date, never, never>;
}

export interface EventStoreTables {
  events: EventsTable;
}

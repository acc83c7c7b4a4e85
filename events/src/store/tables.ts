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

/** A stream's key for the personal data its events hold (migration 0026; store/personal-data.ts). */
export interface PersonalDataKeysTable {
  stream_id: string;
  /** null once the stream's personal data is erased. */
  key: Buffer | null;
  created_at: ColumnType<Date, never, never>;
  erased_at: Date | null;
}

/** The rewrites of the log a start-up still has to run (migration 0026; store/seal-log.ts). */
export interface PendingLogRewritesTable {
  name: string;
}

export interface EventStoreTables {
  events: EventsTable;
  personal_data_keys: PersonalDataKeysTable;
  pending_log_rewrites: PendingLogRewritesTable;
}

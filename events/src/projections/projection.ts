import type { QueryCreator } from 'kysely';
import type { Database, RecordedEvent } from '../catalogue.ts';
import type { ReadTableName } from './tables.ts';

/**
 * A read model: a function of the event log alone. It writes only its own tables, through the
 * query creator it is given: the live tables inline with the append, or a fresh schema during
 * replay. It must never read the clock or anything outside the event it is given.
 */
export interface Projection {
  name: string;
  tables: readonly ReadTableName[];
  apply(db: QueryCreator<Database>, event: RecordedEvent): Promise<void>;
}

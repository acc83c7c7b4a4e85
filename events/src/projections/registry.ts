import type { QueryCreator } from 'kysely';
import type { Database, RecordedEvent } from '../catalogue.ts';
import { projections } from '../projection-catalogue.ts';
import type { ReadTableName } from './tables.ts';

export { projections };

export const readTableNames: readonly ReadTableName[] = projections.flatMap((projection) => projection.tables);

/** Runs every projection over the events, in order. */
export async function project(db: QueryCreator<Database>, events: readonly RecordedEvent[]): Promise<void> {
  for (const event of events) {
    for (const projection of projections) await projection.apply(db, event);
  }
}

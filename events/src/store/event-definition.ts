import type { z } from 'zod';

/**
 * One event type in the log: its current schema version and the upcasters that lift older
 * stored versions to it (`upcasters[n]` turns version n into n + 1). A change to an event's
 * shape is a new version with an upcaster, never an edit of stored data. Each feature declares
 * its own (`<feature>/events.ts`); events/src/catalogue.ts composes them.
 */
export interface EventDefinition<Schema extends z.ZodType> {
  version: number;
  schema: Schema;
  upcasters: Record<number, (data: unknown) => unknown>;
  /**
   * The fields that are a person's data (a name, an address, a keystroke log), each with what it
   * reads as once that person's data is erased. The log holds them sealed with the stream's own
   * key (store/personal-data.ts), so erasing is deleting the key.
   */
  personal?: Readonly<Record<string, unknown>>;
}

export const defineEvent = <Schema extends z.ZodType>(definition: EventDefinition<Schema>) => definition;

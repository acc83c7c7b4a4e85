import type { QueryCreator, Selectable } from 'kysely';
import type { Database, EventType, RecordedEvent } from '../catalogue.ts';
import type { ReadTableName, ReadTables } from './tables.ts';

/** A whole row of a read table, as the table holds it. */
export type ReadRow<T extends ReadTableName> = Selectable<ReadTables[T]>;

/** Which row of which table: the table and the values of its primary key's columns. */
export type RowKey = { [T in ReadTableName]: { table: T; key: Partial<ReadRow<T>> } }[ReadTableName];

/**
 * One read table's rows as a page of events leaves them, in memory (projections/page-rows.ts):
 * the rows the page's events named in `reads`, as they were before the page, changed by the events
 * folded so far. Nothing is written until the page is done.
 */
export interface FoldedTable<Row> {
  /** The row with this primary key, or undefined when there is none; only for a row an event named in `reads`. */
  get(key: Partial<Row>): Row | undefined;
  /** The row, whole: inserted, or replacing the one with its primary key. */
  put(row: Row): void;
  delete(key: Partial<Row>): void;
  /** Deletes every row whose column holds the value, those not read included. */
  deleteWhere<Column extends keyof Row & string>(column: Column, value: Row[Column]): void;
}

export type FoldedTables = { [T in ReadTableName]: FoldedTable<ReadRow<T>> };

/**
 * A read model: a function of the event log alone. It writes only its own tables, and must never
 * read the clock or anything outside the event it is given. It says so twice, with the same end
 * state (the replay tests compare them row for row):
 *
 * - `apply`, one event at a time in SQL, inline with the append (store/commit.ts), through the
 *   query creator it is given;
 * - `fold`, for a replay, which hands it pages of thousands of events: `reads` names the rows an
 *   event reads, which the page loads in one statement per table, then `apply` changes the rows
 *   in memory, and the page writes each table once
 *   (docs/decisions/0072-replay-folds-pages-in-memory.md).
 */
export interface Projection {
  name: string;
  tables: readonly ReadTableName[];
  apply(db: QueryCreator<Database>, event: RecordedEvent): Promise<void>;
  fold: {
    reads(event: RecordedEvent): readonly RowKey[];
    apply(tables: FoldedTables, event: RecordedEvent): void;
    /**
     * The events whose personal fields (store/personal-data.ts) this fold reads. A page opens an
     * event's sealed fields only when some fold names its type; the others read as blanks, and
     * their keystroke logs are never opened or parsed. Naming one too many costs time; one too
     * few, a wrong replay (replay.int.test.ts compares it with the live tables).
     */
    opens: ReadonlySet<EventType>;
  };
}

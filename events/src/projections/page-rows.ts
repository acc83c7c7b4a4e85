import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../catalogue.ts';
import type { FoldedTable } from './projection.ts';
import type { ReadTableName } from './tables.ts';

/** What a page needs to know of a read table: its columns and its primary key's, as Postgres's catalogue says. */
export interface TableShape {
  table: ReadTableName;
  columns: readonly string[];
  key: readonly string[];
  /** Columns of type uuid: Postgres reads them in any case and writes them in lower case, so keys compare so. */
  uuids: ReadonlySet<string>;
}

type Connection = Kysely<Database> | Transaction<Database>;
type AnyRow = Record<string, unknown>;

/** The shapes of these tables in the schema, from pg_attribute and the primary key's pg_index. */
export async function readTableShapes(db: Connection, schema: string, tables: readonly ReadTableName[]): Promise<TableShape[]> {
  const { rows } = await sql<{ table: ReadTableName; column: string; key_position: number | null; type: string }>`
    SELECT c.relname AS table, a.attname AS column, array_position(i.indkey::int2[], a.attnum) AS key_position,
           format_type(a.atttypid, a.atttypmod) AS type
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    LEFT JOIN pg_index i ON i.indrelid = c.oid AND i.indisprimary
    WHERE n.nspname = ${schema} AND c.relname = ANY(${tables})
    ORDER BY c.relname, a.attnum
  `.execute(db);
  return tables.map((table) => {
    const columns = rows.filter((row) => row.table === table);
    const key = columns
      .filter((column) => column.key_position !== null)
      .sort((a, b) => (a.key_position ?? 0) - (b.key_position ?? 0))
      .map((column) => column.column);
    // A page finds, replaces and deletes rows by their primary key: a read table without one cannot be folded.
    if (key.length === 0) throw new Error(`Read table ${table} has no primary key`);
    return { table, columns: columns.map((column) => column.column), key, uuids: new Set(columns.filter((column) => column.type === 'uuid').map((column) => column.column)) };
  });
}

/**
 * One read table's rows in memory while a page of events is folded (projection.ts's `fold`): the
 * rows loaded by key before the page, and what its events did to them. `write` then sends the
 * table's changes in at most three statements, whatever the number of events: the deletes by
 * column, the deletes by key, then one INSERT ... ON CONFLICT DO UPDATE of every row put. The
 * rows travel as one JSON parameter, turned into rows of the table's own type by
 * json_populate_recordset, so no column's type is spelled here.
 */
export class PageRows implements FoldedTable<AnyRow> {
  /** By key: the row as it stands, or null when there is none (deleted, or not there when loaded). */
  private readonly rows = new Map<string, AnyRow | null>();
  /** The keys the page changed, each with its key columns' values. */
  private readonly changed = new Map<string, AnyRow>();
  /** Deletes of rows that may not be in memory: by column, the values deleted. */
  private readonly deletedWhere = new Map<string, Set<unknown>>();

  constructor(readonly shape: TableShape) {}

  private normal(column: string, value: unknown): unknown {
    return this.shape.uuids.has(column) && typeof value === 'string' ? value.toLowerCase() : value;
  }

  private keyColumnsOf(row: AnyRow): AnyRow {
    return Object.fromEntries(this.shape.key.map((column) => [column, row[column]]));
  }

  private keyOf(row: AnyRow): string {
    return this.shape.key
      .map((column) => {
        const value = row[column];
        if (value === undefined || value === null) throw new Error(`${this.shape.table}: a key without ${column}`);
        return String(this.normal(column, value));
      })
      .join('\u0000');
  }

  get(key: AnyRow): AnyRow | undefined {
    const row = this.rows.get(this.keyOf(key));
    // Reading a row that was not loaded would see "none" where the table may hold one.
    if (row === undefined) throw new Error(`${this.shape.table}: row ${this.keyOf(key)} read by a fold that did not name it in its reads`);
    return row ?? undefined;
  }

  put(row: AnyRow): void {
    const key = this.keyOf(row);
    this.rows.set(key, row);
    this.changed.set(key, this.keyColumnsOf(row));
  }

  delete(key: AnyRow): void {
    const name = this.keyOf(key);
    this.rows.set(name, null);
    this.changed.set(name, this.keyColumnsOf(key));
  }

  deleteWhere(column: string, value: unknown): void {
    const wanted = this.normal(column, value);
    for (const row of this.rows.values()) if (row && this.normal(column, row[column]) === wanted) this.delete(row);
    const values = this.deletedWhere.get(column) ?? new Set<unknown>();
    values.add(wanted);
    this.deletedWhere.set(column, values);
  }

  /** Loads the rows with these keys that are not in memory yet, in one statement; a key with no row is remembered as none. */
  async load(db: Connection, schema: string, keys: readonly AnyRow[]): Promise<void> {
    const wanted = new Map<string, AnyRow>();
    for (const key of keys) {
      const name = this.keyOf(key);
      if (!this.rows.has(name)) wanted.set(name, this.keyColumnsOf(key));
    }
    if (wanted.size === 0) return;
    const table = sql.id(schema, this.shape.table);
    const keyColumns = sql.join(this.shape.key.map((column) => sql.id(column)));
    const { rows } = await sql<AnyRow>`
      SELECT t.* FROM ${table} t
      JOIN (SELECT DISTINCT ${keyColumns} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify([...wanted.values()])}::json)) wanted USING (${keyColumns})
    `.execute(db);
    for (const name of wanted.keys()) this.rows.set(name, null);
    for (const row of rows) this.rows.set(this.keyOf(row), row);
  }

  /** Writes what the page changed: deletes first, so a row put again after a delete stays. */
  async write(db: Connection, schema: string): Promise<void> {
    const table = sql.id(schema, this.shape.table);
    const json = (rows: readonly unknown[]) => sql`json_populate_recordset(NULL::${table}, ${JSON.stringify(rows)}::json)`;
    for (const [column, values] of this.deletedWhere) {
      const rows = [...values].map((value) => ({ [column]: value }));
      await sql`DELETE FROM ${table} WHERE ${sql.id(column)} IN (SELECT ${sql.id(column)} FROM ${json(rows)})`.execute(db);
    }
    const deleted: AnyRow[] = [];
    const put: AnyRow[] = [];
    for (const [name, key] of this.changed) {
      const row = this.rows.get(name);
      if (row) put.push(row);
      else deleted.push(key);
    }
    if (deleted.length > 0) {
      const matches = sql.join(
        this.shape.key.map((column) => sql`t.${sql.id(column)} = gone.${sql.id(column)}`),
        sql` AND `,
      );
      await sql`DELETE FROM ${table} t USING ${json(deleted)} gone WHERE ${matches}`.execute(db);
    }
    if (put.length > 0) {
      const keyColumns = sql.join(this.shape.key.map((column) => sql.id(column)));
      const others = this.shape.columns.filter((column) => !this.shape.key.includes(column));
      const update = others.length === 0 ? sql`DO NOTHING` : sql`DO UPDATE SET ${sql.join(others.map((column) => sql`${sql.id(column)} = EXCLUDED.${sql.id(column)}`))}`;
      await sql`INSERT INTO ${table} SELECT * FROM ${json(put)} ON CONFLICT (${keyColumns}) ${update}`.execute(db);
    }
  }
}

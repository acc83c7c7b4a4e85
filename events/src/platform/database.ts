import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { EventStoreTables } from '../store/tables.ts';
import type { OutboxTables } from '../outbox/tables.ts';
import type { ReadTables } from '../projections/tables.ts';

/** Every table, each declared by the module that owns it. */
export interface Database extends EventStoreTables, OutboxTables, ReadTables {}

// bigint columns (positions, ids) arrive as strings: exact, and safe past 2^53.
export function createDatabase(url: string, options: { max?: number } = {}): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its server (a Postgres restart) must not crash the process.
  pool.on('error', (error) => console.warn(`postgres: idle connection lost (${error.message})`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

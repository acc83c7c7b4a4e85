import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../catalogue.ts';
import { type LogCheckpoint, logStart, readLogRows } from '../store/read-log.ts';
import { readTableShapes } from './page-rows.ts';
import { projectPage } from './project-page.ts';
import { readTableNames } from './registry.ts';

/** Held (session-level) by the one replay running; advisory-lock key. */
export const replayLock = 7_402_002;

export class ReplayAlreadyRunning extends Error {
  override name = 'ReplayAlreadyRunning';
  constructor() {
    super('Another replay is running; try again when it has finished.');
  }
}

/** Every replay builds into a schema named so; one left behind is a replay that died midway. */
const replaySchemaPattern = 'replay\\_%';

/**
 * Drops the schemas of replays that no longer run (killed midway, their session gone). A replay
 * runs only while its session holds `replayLock`, and only one can, so whoever holds it knows
 * every other `replay_*` schema is a leftover (docs/decisions/0051-replay-progress-and-leftovers.md).
 * Called at start-up: when a replay is running it leaves everything alone, since that replay
 * removed the leftovers itself when it began.
 */
export async function removeReplayLeftovers(db: Kysely<Database>): Promise<readonly string[]> {
  // The transaction's own hold on the lock, let go at its end: through a pooler in transaction
  // mode (docs/scaling.md) a session's lock and unlock could land on different server connections.
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${replayLock}) AS locked`.execute(trx);
    if (rows[0]?.locked !== true) return [];
    return dropReplaySchemas(trx);
  });
}

/** Drops every replay schema; only for a session holding `replayLock`, before it makes its own. */
async function dropReplaySchemas(connection: Kysely<Database> | Transaction<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE ${replaySchemaPattern} ORDER BY nspname`.execute(connection);
  const leftovers = rows.map((row) => row.name);
  for (const name of leftovers) await sql`DROP SCHEMA IF EXISTS ${sql.id(name)} CASCADE`.execute(connection);
  return leftovers;
}

/**
 * Drops every index of the rebuilt tables but their primary keys. A replay's fold finds its rows
 * by primary key only (projections/page-rows.ts), and the log it folds was held to the unique
 * rules when it was written; the swap copies the rows into the live tables, whose indexes are all
 * there and check them again. Kept, a unique index on another column could even refuse a page:
 * its rows are written at once, not in the order the events changed them
 * (docs/decisions/0072-replay-folds-pages-in-memory.md).
 */
async function dropSecondaryIndexes(connection: Kysely<Database>, schema: string): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${schema} AND NOT i.indisprimary
      -- An exclusion constraint's index is a rule the rows must keep: it stays.
      AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = i.indexrelid AND contype = 'x')
  `.execute(connection);
  for (const { name } of rows) {
    // A unique index made by a constraint goes with its constraint.
    const { rows: constraints } = await sql<{ table: string; constraint: string }>`
      SELECT t.relname AS table, con.conname AS constraint FROM pg_constraint con JOIN pg_class t ON t.oid = con.conrelid
      JOIN pg_class ix ON ix.oid = con.conindid JOIN pg_namespace n ON n.oid = ix.relnamespace
      WHERE n.nspname = ${schema} AND ix.relname = ${name}
    `.execute(connection);
    const [constraint] = constraints;
    if (constraint) await sql`ALTER TABLE ${sql.id(schema, constraint.table)} DROP CONSTRAINT ${sql.id(constraint.constraint)}`.execute(connection);
    else await sql`DROP INDEX ${sql.id(schema, name)}`.execute(connection);
  }
}

/**
 * Events a page: a replay folds a page in memory and writes each table once for it, so a large
 * page means few statements; two pages are in memory at once (one read ahead), each event with
 * its keystroke log.
 */
const defaultPageSize = 2000;

/** How far a replay has got: events projected of those in the log when it began (more may arrive meanwhile). */
export interface ReplayProgress {
  done: number;
  total: number;
}

/**
 * Rebuilds every read table from the event log while the product keeps running.
 *
 * The projections run into a fresh schema (tables made LIKE the live ones), following the log
 * with the in-flight-safe reader. Then one short transaction locks the events table against
 * writers (so none is in flight), projects what was appended meanwhile, and swaps the contents
 * of each live table for the rebuilt one. Readers see
 * the old rows until that commit and the new ones after it; no event is missed or applied twice.
 * Mail is never re-sent: the outbox is not a projection.
 */
export async function replayProjections(
  db: Kysely<Database>,
  options: { batchSize?: number; onStart?: (progress: ReplayProgress & { leftoversRemoved: readonly string[] }) => void; onProgress?: (progress: ReplayProgress) => void } = {},
): Promise<{ events: number; tables: readonly string[] }> {
  const batchSize = options.batchSize ?? defaultPageSize;
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${replayLock}) AS locked`.execute(connection);
    if (rows[0]?.locked !== true) throw new ReplayAlreadyRunning();
    const schema = `replay_${Date.now()}_${process.pid}`;
    try {
      const leftoversRemoved = await dropReplaySchemas(connection);
      const counted = await sql<{ total: string }>`SELECT count(*) AS total FROM events`.execute(connection);
      const total = Number(counted.rows[0]?.total ?? 0);
      options.onStart?.({ done: 0, total, leftoversRemoved });
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(connection);
      // Unlogged: the rebuilt tables are thrown away if Postgres crashes (a leftover all the same),
      // so writing them costs no WAL; the swap below writes the live tables as usual.
      for (const table of readTableNames) {
        await sql`CREATE UNLOGGED TABLE ${sql.id(schema, table)} (LIKE ${sql.id(table)} INCLUDING ALL)`.execute(connection);
      }
      await dropSecondaryIndexes(connection, schema);
      const shapes = await readTableShapes(connection, schema, readTableNames);

      let checkpoint = logStart;
      let replayed = 0;
      // The next batch is read (on another connection) while this one is projected.
      const read = (after: LogCheckpoint) => {
        const reading = readLogRows(db, after, { limit: batchSize });
        reading.catch(() => {}); // awaited below; not left unhandled should projecting fail first
        return reading;
      };
      for (let next = read(checkpoint); ; ) {
        const batch = await next;
        if (batch.rows.length === 0) break;
        next = read(batch.checkpoint);
        await connection.transaction().execute((trx) => projectPage(trx, schema, shapes, batch.rows));
        checkpoint = batch.checkpoint;
        replayed += batch.rows.length;
        options.onProgress?.({ done: replayed, total: Math.max(total, replayed) });
      }

      await connection.transaction().execute(async (trx) => {
        // Waits for every transaction that has appended but not committed, and holds back new
        // appends (they queue at their INSERT) until the swap commits; readers go on.
        await sql`LOCK TABLE events IN EXCLUSIVE MODE`.execute(trx);
        for (;;) {
          const batch = await readLogRows(trx, checkpoint, { limit: batchSize, inFlightSafe: false });
          if (batch.rows.length === 0) break;
          await projectPage(trx, schema, shapes, batch.rows);
          checkpoint = batch.checkpoint;
          replayed += batch.rows.length;
          options.onProgress?.({ done: replayed, total: Math.max(total, replayed) });
        }
        for (const table of readTableNames) {
          await sql`TRUNCATE ${sql.id(table)}`.execute(trx);
          await sql`INSERT INTO ${sql.id(table)} SELECT * FROM ${sql.id(schema, table)}`.execute(trx);
        }
      });
      return { events: replayed, tables: readTableNames };
    } finally {
      await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(connection);
      await sql`SELECT pg_advisory_unlock(${replayLock})`.execute(connection);
    }
  });
}

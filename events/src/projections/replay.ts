import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../catalogue.ts';
import { type LogCheckpoint, logStart, readLog } from '../store/read-log.ts';
import { project, readTableNames } from './registry.ts';

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
 * Drops the rebuilt tables' indexes that only the screens use: those on several columns or not
 * B-tree (sorted lists, text search). A projection finds its rows by one key (a unique index or a
 * single-column one, which stay), and the swap copies the rows into the live tables, whose indexes
 * are all there (docs/decisions/0059-replay-rebuilds-unlogged-and-measured-costs.md).
 */
async function dropListIndexes(connection: Kysely<Database>, schema: string): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_am am ON am.oid = c.relam
    WHERE n.nspname = ${schema} AND NOT i.indisunique AND (i.indnatts > 1 OR am.amname <> 'btree')
      -- An exclusion constraint's index is a rule, not a list's: it stays.
      AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = i.indexrelid)
  `.execute(connection);
  for (const { name } of rows) await sql`DROP INDEX ${sql.id(schema, name)}`.execute(connection);
}

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
  const batchSize = options.batchSize ?? 1000;
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
      await dropListIndexes(connection, schema);

      let checkpoint = logStart;
      let replayed = 0;
      // The next batch is read (on another connection) while this one is projected.
      const read = (after: LogCheckpoint) => {
        const reading = readLog(db, after, { limit: batchSize });
        reading.catch(() => {}); // awaited below; not left unhandled should projecting fail first
        return reading;
      };
      for (let next = read(checkpoint); ; ) {
        const batch = await next;
        if (batch.events.length === 0) break;
        next = read(batch.checkpoint);
        await connection.transaction().execute((trx) => project(trx.withSchema(schema), batch.events));
        checkpoint = batch.checkpoint;
        replayed += batch.events.length;
        options.onProgress?.({ done: replayed, total: Math.max(total, replayed) });
      }

      await connection.transaction().execute(async (trx) => {
        // Waits for every transaction that has appended but not committed, and holds back new
        // appends (they queue at their INSERT) until the swap commits; readers go on.
        await sql`LOCK TABLE events IN EXCLUSIVE MODE`.execute(trx);
        for (;;) {
          const batch = await readLog(trx, checkpoint, { limit: batchSize, inFlightSafe: false });
          if (batch.events.length === 0) break;
          await project(trx.withSchema(schema), batch.events);
          checkpoint = batch.checkpoint;
          replayed += batch.events.length;
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

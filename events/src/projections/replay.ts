import { sql, type Kysely } from 'kysely';
import type { Database } from '../catalogue.ts';
import { logStart, readLog } from '../store/read-log.ts';
import { project, readTableNames } from './registry.ts';

/** Held (session-level) by the one replay running; advisory-lock key. */
export const replayLock = 7_402_002;

export class ReplayAlreadyRunning extends Error {
  override name = 'ReplayAlreadyRunning';
  constructor() {
    super('Another replay is running; try again when it has finished.');
  }
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
  options: { batchSize?: number; onProgress?: (eventsSoFar: number) => void } = {},
): Promise<{ events: number; tables: readonly string[] }> {
  const batchSize = options.batchSize ?? 1000;
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${replayLock}) AS locked`.execute(connection);
    if (rows[0]?.locked !== true) throw new ReplayAlreadyRunning();
    const schema = `replay_${Date.now()}_${process.pid}`;
    try {
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(connection);
      for (const table of readTableNames) {
        await sql`CREATE TABLE ${sql.id(schema, table)} (LIKE ${sql.id(table)} INCLUDING ALL)`.execute(connection);
      }

      let checkpoint = logStart;
      let replayed = 0;
      for (;;) {
        const batch = await readLog(connection, checkpoint, { limit: batchSize });
        if (batch.events.length === 0) break;
        await connection.transaction().execute((trx) => project(trx.withSchema(schema), batch.events));
        checkpoint = batch.checkpoint;
        replayed += batch.events.length;
        options.onProgress?.(replayed);
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

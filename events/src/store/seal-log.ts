import { sql, type Kysely, type Selectable } from 'kysely';
import { eventCatalogue, isEventType, type Database } from '../catalogue.ts';
import { sealPersonalData, streamKeyForWriting } from './personal-data.ts';
import type { EventsTable } from './tables.ts';

/** Whether the stored data has any of the fields its type calls personal. */
function holdsAnyPersonalField(type: string, data: unknown): boolean {
  const personal = isEventType(type) ? eventCatalogue[type].personal : undefined;
  return personal !== undefined && typeof data === 'object' && data !== null && Object.keys(personal).some((field) => field in data);
}

/** The rewrite migration 0026 (and 0033, for the company's events) left pending: the personal fields of the events before it, sealed in place. */
const sealRewrite = 'seal-personal-data';

/** Events sealed per statement: a keystroke log is tens of kilobytes. */
const batchSize = 200;

/**
 * The one-time rewrite of the log (docs/decisions/0061-events-before-sealing-rewritten.md): every
 * event stored before personal fields were sealed gets them sealed with its stream's key, in place
 * (same id, version, schema version and meaning; only `data` changes), so no plain name, address
 * or log is left in the events table for an erasure to miss. Run at start-up after the migrations
 * (api/src/platform/services.ts). One transaction: the first process to take migration 0026's row
 * does it all and deletes the row; any other waits on the row, then finds it gone. Returns how
 * many events it sealed (0 when it was done before).
 */
export async function sealPersonalDataInLog(db: Kysely<Database>): Promise<number> {
  const types = Object.entries(eventCatalogue).flatMap(([type, definition]) => ('personal' in definition && definition.personal ? [type] : []));
  return db.transaction().execute(async (trx) => {
    const taken = await trx.deleteFrom('pending_log_rewrites').where('name', '=', sealRewrite).returning('name').executeTakeFirst();
    if (!taken) return 0;
    // Migration 0026's trigger lets this transaction change events' data, and nothing else of them.
    await sql`SET LOCAL typetest.sealing = 'on'`.execute(trx);
    const keys = new Map<string, Buffer>();
    let sealed = 0;
    let after = '0';
    for (;;) {
      const { rows } = await sql<Selectable<EventsTable>>`
        SELECT * FROM events
        WHERE position > ${after}::bigint AND event_type IN (${sql.join(types)}) AND NOT data ? 'sealed'
        ORDER BY position
        LIMIT ${batchSize}
      `.execute(trx);
      if (rows.length === 0) return sealed;
      for (const row of rows) {
        // An event with none of its type's personal fields has nothing to seal, and its stream may be erased (no key to make).
        if (!holdsAnyPersonalField(row.event_type, row.data)) continue;
        let key = keys.get(row.stream_id);
        if (!key) {
          key = await streamKeyForWriting(trx, row.stream_id);
          keys.set(row.stream_id, key);
        }
        const data = sealPersonalData(row.event_type, row.data, key, row.event_id);
        if (data === row.data) continue;
        await sql`UPDATE events SET data = ${JSON.stringify(data)}::jsonb WHERE position = ${row.position}::bigint`.execute(trx);
        sealed++;
      }
      after = rows.at(-1)!.position;
    }
  });
}

import { hostname } from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@typetest/events';
import { heartbeatEveryMs } from '@typetest/platform';
import { createOutageLog } from './outage-log.ts';
import { startPollLoop, type PollLoop } from './poll-loop.ts';
import type { WorkerLog } from './worker-log.ts';

/**
 * The sender's sign of life in Postgres, where the health view reads it (GET /api/health/mail): a
 * process that is frozen, killed or stuck stops writing, however well its connections look from
 * outside. Its row goes when it stops; rows a killed sender left are removed after a day.
 */
export function startHeartbeat({ db, log, everyMs = heartbeatEveryMs }: { db: Kysely<Database>; log: WorkerLog; everyMs?: number }): PollLoop {
  const sender = `${hostname()}:${process.pid}`;
  const loop = startPollLoop({
    everyMs,
    outage: createOutageLog('mail sender heartbeat', log),
    tick: async () => {
      await db
        .insertInto('mail_sender_heartbeats')
        .values({ sender, seen_at: sql<Date>`now()` })
        .onConflict((conflict) => conflict.column('sender').doUpdateSet({ seen_at: sql<Date>`now()` }))
        .execute();
      await db.deleteFrom('mail_sender_heartbeats').where('seen_at', '<', sql<Date>`now() - interval '1 day'`).execute();
      return { more: false };
    },
  });
  return {
    async stop() {
      await loop.stop();
      await db
        .deleteFrom('mail_sender_heartbeats')
        .where('sender', '=', sender)
        .execute()
        .catch(() => {});
    },
  };
}

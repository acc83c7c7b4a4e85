import { sql, type Kysely } from 'kysely';
import type { Database } from '@typetest/events';
import { heartbeatEveryMs, probeSmtp, type SmtpProbe } from '@typetest/platform';

/** What operators see of the mail pipeline (GET /api/health/mail and /api/metrics). */
export interface MailPipeline {
  smtp: SmtpProbe;
  outbox: {
    /** Mails not yet sent (pending and queued). */
    pending: number;
    /** How long the oldest of them has waited, in seconds; null when none waits. */
    oldestPendingSeconds: number | null;
    failed: number;
  };
  sender: {
    /** Some mail sender said it is alive within three heartbeats. */
    alive: boolean;
    lastSeenSecondsAgo: number | null;
  };
}

/** An SMTP check at most this often: a health view polled every second must not open a connection every second. */
const smtpCheckEveryMs = 10_000;

/**
 * Reads the mail pipeline's state: the outbox and the senders' heartbeats from Postgres
 * (worker/src/heartbeat.ts), the SMTP server by connecting to it. None of it decides readiness:
 * a process whose mail is stuck still serves requests, and the mails wait in the outbox.
 */
export function mailPipelineReader(db: Kysely<Database>, smtpUrl: string) {
  let lastCheck: { at: number; result: Promise<SmtpProbe> } | undefined;
  const smtp = () => {
    if (!lastCheck || Date.now() - lastCheck.at >= smtpCheckEveryMs) lastCheck = { at: Date.now(), result: probeSmtp(smtpUrl) };
    return lastCheck.result;
  };

  return async function readMailPipeline(): Promise<MailPipeline> {
    const [smtpState, outbox, heartbeat] = await Promise.all([
      smtp(),
      db
        .selectFrom('mail_outbox')
        .select([
          sql<string>`count(*) FILTER (WHERE status IN ('pending', 'queued'))`.as('pending'),
          sql<string>`count(*) FILTER (WHERE status = 'failed')`.as('failed'),
          sql<number | null>`extract(epoch FROM now() - min(created_at) FILTER (WHERE status IN ('pending', 'queued')))::float8`.as('oldest'),
        ])
        .where('status', 'in', ['pending', 'queued', 'failed'])
        .executeTakeFirstOrThrow(),
      db.selectFrom('mail_sender_heartbeats').select(sql<number | null>`extract(epoch FROM now() - max(seen_at))::float8`.as('ago')).executeTakeFirstOrThrow(),
    ]);
    const ago = heartbeat.ago === null ? null : Math.max(0, Math.round(heartbeat.ago));
    return {
      smtp: smtpState,
      outbox: {
        pending: Number(outbox.pending),
        oldestPendingSeconds: outbox.oldest === null ? null : Math.max(0, Math.round(outbox.oldest)),
        failed: Number(outbox.failed),
      },
      sender: { alive: ago !== null && ago * 1000 <= 3 * heartbeatEveryMs, lastSeenSecondsAgo: ago },
    };
  };
}

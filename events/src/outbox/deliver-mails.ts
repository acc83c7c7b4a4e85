import { sql, type Transaction } from 'kysely';
import { secretFieldsOf } from '../mail/catalogue.ts';
import type { Database } from '../catalogue.ts';
import type { MailStatus } from './tables.ts';

/** A mail as the sender needs it: who gets it, what it says (payload per the mail catalogue), how it went. */
export interface MailForDelivery {
  id: string;
  eventId: string;
  kind: string;
  recipient: string;
  replyTo: string | null;
  payload: unknown;
  status: MailStatus;
  attempts: number;
}

export type LockedMail =
  | { state: 'locked'; mail: MailForDelivery }
  /** Another transaction holds the row: a relay still committing it, or another sender on it. */
  | { state: 'busy' }
  | { state: 'missing' };

/** A last error longer than this is cut: it is for operators to read, not a log store. */
const lastErrorLength = 2000;

/**
 * Locks one mail for the rest of the caller's transaction, so that no other sender can send it
 * meanwhile. Never waits for a lock someone else holds (SKIP LOCKED): says `busy` instead.
 */
export async function lockMailForDelivery(trx: Transaction<Database>, id: string): Promise<LockedMail> {
  const mail = await trx
    .selectFrom('mail_outbox')
    .select(['id', 'event_id as eventId', 'kind', 'recipient', 'reply_to as replyTo', 'payload', 'status', 'attempts'])
    .where('id', '=', id)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (mail) return { state: 'locked', mail };
  const exists = await trx.selectFrom('mail_outbox').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? { state: 'busy' } : { state: 'missing' };
}

/**
 * Marks the mail sent and removes its secrets (the mail catalogue's `mailSecrets`: one-time codes,
 * applicant links) from the stored payload, in one statement: once the mail is out, the recipient's
 * inbox is the only place its plain codes exist (docs/decisions/0002-outbox-row-carries-payload.md). Kind, recipient and every
 * other payload field stay, for operators. The secret fields become null, not a marker string, so
 * that a payload without its code can never render into a mail with a wrong link.
 */
async function markMailSent(trx: Transaction<Database>, mail: Pick<MailForDelivery, 'id' | 'kind'>): Promise<void> {
  const secrets = secretFieldsOf(mail.kind);
  // Only the secret fields the payload has: a kind may list a field's earlier name (mail-definitions.ts), which newer payloads lack.
  const removed = sql<string>`(SELECT COALESCE(jsonb_object_agg(key, 'null'::jsonb), '{}'::jsonb) FROM jsonb_object_keys(payload) AS key WHERE key = ANY(${[...secrets]}::text[]))`;
  await trx
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      attempts: sql<number>`attempts + 1`,
      sent_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
      ...(secrets.length > 0 ? { payload: sql<string>`payload || ${removed}` } : {}),
    })
    .where('id', '=', mail.id)
    .execute();
}

export type SendResult = { sent: true } | { sent: false; error: unknown };

/**
 * Runs `send` (the SMTP conversation) with the locked mail already marked sent, and its secrets
 * removed, in the caller's transaction, so that once the SMTP server says OK only the COMMIT is
 * left: the shortest window in which a crash or a lost connection makes the mail go out again. A
 * send that throws rolls back to a savepoint taken before the mark, so the mail keeps its payload
 * whole for the next attempt (or an operator's retry), and its error is returned for the caller to
 * record. Render the mail before calling this: the row no longer holds its secrets afterwards.
 */
export async function sendMarkedSent(trx: Transaction<Database>, mail: Pick<MailForDelivery, 'id' | 'kind'>, send: () => Promise<unknown>): Promise<SendResult> {
  await sql`SAVEPOINT before_sending`.execute(trx);
  await markMailSent(trx, mail);
  try {
    await send();
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT before_sending`.execute(trx);
    return { sent: false, error };
  }
  return { sent: true };
}

/**
 * Counts a failed attempt. A permanent failure marks the mail failed (operators may retry it); a
 * transient one leaves it queued for the next attempt, until it has been failing for
 * `retryForMs` since its first failed attempt: then it is failed too. Postgres's clock decides, so
 * every sender agrees. Returns whether the mail is now failed.
 */
export async function recordMailFailure(trx: Transaction<Database>, id: string, failure: { error: string; permanent: boolean; retryForMs: number }): Promise<{ failed: boolean }> {
  const givenUp = failure.permanent ? sql<boolean>`true` : sql<boolean>`COALESCE(retrying_since, now()) <= now() - make_interval(secs => ${failure.retryForMs / 1000})`;
  const row = await trx
    .updateTable('mail_outbox')
    .set({
      status: sql<MailStatus>`CASE WHEN ${givenUp} THEN 'failed' ELSE 'queued' END`,
      attempts: sql<number>`attempts + 1`,
      last_error: failure.error.slice(0, lastErrorLength),
      retrying_since: sql<Date>`COALESCE(retrying_since, now())`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returning('status')
    .executeTakeFirstOrThrow();
  return { failed: row.status === 'failed' };
}

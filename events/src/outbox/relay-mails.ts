import { sql, type Transaction } from 'kysely';
import type { Database } from '../catalogue.ts';

/** What the relay needs of a mail to queue it: only its id and kind, never its content. */
export interface MailToQueue {
  id: string;
  kind: string;
}

/**
 * Claims up to `limit` pending mails, oldest first. The rows stay locked until the caller's
 * transaction ends; SKIP LOCKED lets several relays run side by side without queueing a row twice.
 */
export async function claimPendingMails(trx: Transaction<Database>, limit: number): Promise<MailToQueue[]> {
  return trx.selectFrom('mail_outbox').select(['id', 'kind']).where('status', '=', 'pending').orderBy('id').limit(limit).forUpdate().skipLocked().execute();
}

export async function markMailsQueued(trx: Transaction<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable('mail_outbox').set({ status: 'queued', updated_at: sql<Date>`now()` }).where('id', 'in', ids).execute();
}

/**
 * Claims queued mails nobody has touched for `olderThanMs`: the ones whose job Redis may have lost
 * (it keeps nothing on disk). Least recently checked first, so a long backlog is walked through.
 */
export async function claimStaleQueuedMails(trx: Transaction<Database>, { olderThanMs, limit }: { olderThanMs: number; limit: number }): Promise<MailToQueue[]> {
  return trx
    .selectFrom('mail_outbox')
    .select(['id', 'kind'])
    .where('status', '=', 'queued')
    .where('updated_at', '<', sql<Date>`now() - ${olderThanMs} * interval '1 millisecond'`)
    .orderBy('updated_at')
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** Records that these queued mails were checked just now, so the next sweep looks at others first. */
export async function markMailsChecked(trx: Transaction<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable('mail_outbox').set({ updated_at: sql<Date>`now()` }).where('id', 'in', ids).execute();
}

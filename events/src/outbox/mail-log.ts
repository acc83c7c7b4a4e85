import { sql, type Kysely } from 'kysely';
import type { Database } from '../catalogue.ts';

/** What operators see of a mail: no payload (it may hold personal data or one-time links). */
export interface OutboxMail {
  id: string;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
}

export async function listFailedMails(db: Kysely<Database>): Promise<OutboxMail[]> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'recipient', 'status', 'attempts', 'last_error as lastError', 'created_at as createdAt', 'updated_at as updatedAt', 'sent_at as sentAt'])
    .where('status', '=', 'failed')
    .orderBy('id')
    .execute();
}

/**
 * Puts failed mails back in line for the relay. Only failed ones: a sent mail is never sent
 * again. Returns the ids that were put back.
 */
export async function retryFailedMails(db: Kysely<Database>, which: { ids: string[] } | 'all'): Promise<string[]> {
  let query = db.updateTable('mail_outbox').set({ status: 'pending', attempts: 0, retrying_since: null, updated_at: sql<Date>`now()` }).where('status', '=', 'failed');
  if (which !== 'all') {
    if (which.ids.length === 0) return [];
    query = query.where('id', 'in', which.ids);
  }
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id).sort((a, b) => Number(a) - Number(b));
}

export async function findMails(db: Kysely<Database>, ids: string[]): Promise<OutboxMail[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'recipient', 'status', 'attempts', 'last_error as lastError', 'created_at as createdAt', 'updated_at as updatedAt', 'sent_at as sentAt'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

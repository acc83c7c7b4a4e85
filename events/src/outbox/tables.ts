import type { ColumnType, Generated } from 'kysely';

export const mailStatuses = ['pending', 'queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export interface MailOutboxTable {
  id: Generated<string>;
  event_id: string;
  kind: string;
  recipient: string;
  reply_to: string | null;
  payload: ColumnType<unknown, string, string>;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  /** When the first failed attempt since it was queued (or retried by an operator) was made. */
  retrying_since: ColumnType<Date | null, never, Date | null>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
  sent_at: ColumnType<Date | null, never, Date | null>;
  /** The company whose event caused the mail (migration 0014); null for mails no company caused (contact requests). */
  company_id: ColumnType<string | null, string | null | undefined, never>;
  /** The mail used the company's allowance until its login e-mail is verified (mail-limits/rules.ts). */
  unverified_allowance: ColumnType<boolean, boolean | undefined, never>;
}

/** A running mail sender's last sign of life (worker/src/heartbeat.ts). */
export interface MailSenderHeartbeatTable {
  /** host and process id */
  sender: string;
  seen_at: ColumnType<Date, Date | string, Date | string>;
}

export interface OutboxTables {
  mail_outbox: MailOutboxTable;
  mail_sender_heartbeats: MailSenderHeartbeatTable;
}

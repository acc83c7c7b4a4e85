-- A mail the SMTP server cannot take now is tried again for MAIL_RETRY_HOURS, counted from its
-- first failed attempt (docs/decisions/0050-mail-retry-period-health-metrics.md).
--
-- mail_outbox.retrying_since: when the first attempt since the mail was queued (or an operator's
--   retry) failed; null while none has.
ALTER TABLE mail_outbox ADD COLUMN retrying_since timestamptz;

-- Mails already retrying started when their last error was written, as near as is known.
UPDATE mail_outbox SET retrying_since = updated_at WHERE status IN ('pending', 'queued') AND attempts > 0;

-- Each running mail sender says it is alive every few seconds (worker/src/heartbeat.ts); the
-- health view (GET /api/health/mail) calls a sender alive while its last word is recent. A frozen
-- or killed sender stops writing; its row stays until a sender starts again and removes old ones.
CREATE TABLE mail_sender_heartbeats (
  sender  text PRIMARY KEY,
  seen_at timestamptz NOT NULL
);

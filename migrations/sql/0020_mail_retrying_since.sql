-- A mail the SMTP server cannot take now is tried again for MAIL_RETRY_HOURS, counted from its
-- first failed attempt (docs/decisions/0050-mail-retry-period-health-metrics.md).
--
-- mail_outbox.retrying_since: when the first attempt since the mail was queued (or an operator's
--   retry) failed; null while none has.
ALTER TABLE mail_outbox ADD COLUMN retrying_since timestamptz;

-- Mails already retrying started when their last error was written, as near as is known.
UPDATE mail_outbox SET retrying_since = updated_at WHERE status IN ('pending', 'queued') AND attempts > 0;

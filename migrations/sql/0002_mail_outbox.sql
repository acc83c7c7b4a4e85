-- Mails decided in the same transaction as the events that cause them. The worker relays
-- pending rows into BullMQ (only the id goes to Redis) and writes the outcome back here.
CREATE TABLE mail_outbox (
  id          bigserial   PRIMARY KEY,
  event_id    uuid        NOT NULL REFERENCES events (event_id),
  kind        text        NOT NULL,
  recipient   text        NOT NULL,
  reply_to    text,
  payload     jsonb       NOT NULL,
  status      text        NOT NULL DEFAULT 'pending'
                          CHECK (status IN ('pending', 'queued', 'sent', 'failed')),
  attempts    integer     NOT NULL DEFAULT 0,
  last_error  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  -- An event mails each kind once, however often it is relayed or replayed.
  CONSTRAINT mail_outbox_event_kind_unique UNIQUE (event_id, kind)
);

CREATE INDEX mail_outbox_pending ON mail_outbox (id) WHERE status = 'pending';
CREATE INDEX mail_outbox_queued ON mail_outbox (updated_at) WHERE status = 'queued';
CREATE INDEX mail_outbox_failed ON mail_outbox (id) WHERE status = 'failed';

-- The event log: the single source of truth. Every read table is a projection of it.
CREATE TABLE events (
  position        bigserial   PRIMARY KEY,
  -- The writing transaction, so log readers can wait for transactions still in flight
  -- (an event may commit after one with a higher position).
  transaction_id  xid8        NOT NULL DEFAULT pg_current_xact_id(),
  event_id        uuid        NOT NULL UNIQUE,
  stream_id       text        NOT NULL,
  stream_version  integer     NOT NULL CHECK (stream_version > 0),
  event_type      text        NOT NULL,
  schema_version  integer     NOT NULL CHECK (schema_version > 0),
  data            jsonb       NOT NULL,
  metadata        jsonb       NOT NULL DEFAULT '{}'::jsonb,
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  -- Optimistic concurrency: two writers expecting the same version cannot both append.
  CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
);

CREATE INDEX events_log_order ON events (transaction_id, position);

-- Events are facts: never changed, never deleted.
CREATE FUNCTION events_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are immutable: % is not allowed', TG_OP;
END;
$$;

CREATE TRIGGER events_immutable
  BEFORE UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION events_are_immutable();

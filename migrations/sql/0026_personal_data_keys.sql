-- Personal data an employer can erase for real: crypto-shredding
-- (docs/decisions/0060-personal-data-sealed-per-applicant.md).
--
-- personal_data_keys: one AES-256-GCM key per stream that holds personal data (an applicant's
-- stream: their name, e-mail and keystroke logs are sealed with it in the log). Not in the log
-- and not a projection: `ops replay` never touches it. Erasing a stream's data sets its key to
-- null and stamps erased_at; the row stays, so nothing ever makes the stream a new key and
-- nothing reads the sealed data again.
CREATE TABLE personal_data_keys (
  stream_id   text        PRIMARY KEY,
  key         bytea       CHECK (octet_length(key) = 32),
  created_at  timestamptz NOT NULL DEFAULT now(),
  erased_at   timestamptz,
  CONSTRAINT personal_data_keys_erased CHECK ((key IS NULL) = (erased_at IS NOT NULL))
);

-- Read tables (rebuilt by `ops replay`): when the applicant's personal data was erased; their
-- name and e-mail are then '' and the pages say "Erased applicant".
ALTER TABLE applicants ADD COLUMN erased_at timestamptz;
ALTER TABLE results ADD COLUMN erased_at timestamptz;

-- An erased invitation reads back with e-mail '' until its ApplicantErased is projected: a replay
-- must not find two of them "awaiting with the same address".
DROP INDEX applicants_awaiting_email_unique;
CREATE UNIQUE INDEX applicants_awaiting_email_unique ON applicants (company_id, email) WHERE status = 'awaiting' AND email <> '';

-- The one-time rewrite of the events already in the log (decision 0061): their personal fields
-- sealed in place. Events stay immutable, but for that rewrite: a transaction that sets
-- typetest.sealing may change an event's data, and nothing else of it.
CREATE OR REPLACE FUNCTION events_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('typetest.sealing', true) = 'on'
     AND (NEW.position, NEW.transaction_id, NEW.event_id, NEW.stream_id, NEW.stream_version, NEW.event_type, NEW.schema_version, NEW.metadata, NEW.recorded_at)
         IS NOT DISTINCT FROM (OLD.position, OLD.transaction_id, OLD.event_id, OLD.stream_id, OLD.stream_version, OLD.event_type, OLD.schema_version, OLD.metadata, OLD.recorded_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'events are immutable: % is not allowed', TG_OP;
END;
$$;

-- Rewrites of the log still to do, each run once at start-up by whichever process takes its row
-- first (api/src/platform/services.ts).
CREATE TABLE pending_log_rewrites (
  name  text PRIMARY KEY
);
INSERT INTO pending_log_rewrites VALUES ('seal-personal-data');

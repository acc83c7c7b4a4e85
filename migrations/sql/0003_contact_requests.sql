-- Read table: visitors' "Let us contact you" requests (projection of ContactRequested).
CREATE TABLE contact_requests (
  contact_request_id uuid        PRIMARY KEY,
  contact_method     text        NOT NULL CHECK (contact_method IN ('email', 'phone')),
  email              text        NOT NULL,
  phone_number       text        NOT NULL,
  details            text        NOT NULL,
  requested_at       timestamptz NOT NULL
);

CREATE INDEX contact_requests_requested_at ON contact_requests (requested_at);

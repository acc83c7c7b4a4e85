-- Applicants: invitations, the three-part test, results.
--
-- Read tables (projections of the applicant events, rebuilt by `ops replay`): applicants and
-- results. The personal links' codes are a secret (applicant_links, SHA-256 only): not in the log,
-- not a projection; the command handlers write them in the same transaction as the events.

-- Trigram search of names and e-mails within one company (history search, docs/product.md §2).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE TABLE applicants (
  applicant_id     uuid        PRIMARY KEY,
  company_id       uuid        NOT NULL,
  email            text        NOT NULL,
  full_name        text        NOT NULL,
  -- awaiting: the link works; removed, completed: it does not.
  status           text        NOT NULL CHECK (status IN ('awaiting', 'removed', 'completed')),
  stages_finished  integer     NOT NULL DEFAULT 0,
  invited_at       timestamptz NOT NULL,
  last_invited_at  timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL
);
-- docs/product.md §5, check 4: one applicant awaiting results per address and company ("Duplicate Email").
-- Inside the append transaction, so two simultaneous invitations of one address cannot both commit.
CREATE UNIQUE INDEX applicants_awaiting_email_unique ON applicants (company_id, email) WHERE status = 'awaiting';

-- One row per applicant who finished all three tests: "Applicant results & history".
CREATE TABLE results (
  applicant_id  uuid        PRIMARY KEY,
  company_id    uuid        NOT NULL,
  full_name     text        NOT NULL,
  email         text        NOT NULL,
  wpm           integer     NOT NULL,
  accuracy      integer     NOT NULL,
  -- [{stage, wpm, accuracy}], the three tests.
  stages        jsonb       NOT NULL,
  -- Odd but possible typing the company may want to look at (["evenIntervals", "bursts"]).
  flags         jsonb       NOT NULL,
  finished_at   timestamptz NOT NULL
);
-- Newest first, and a day's results (search by date).
CREATE INDEX results_company_finished ON results (company_id, finished_at DESC, applicant_id DESC);
-- Search by name or e-mail: a substring match within the company.
CREATE INDEX results_company_search ON results USING gin (company_id, (lower(full_name || ' ' || email)) gin_trgm_ops);

CREATE TABLE applicant_links (
  code_hash     text        PRIMARY KEY,
  applicant_id  uuid        NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- A re-sent invitation or a removal ends the link.
  revoked_at    timestamptz
);
CREATE INDEX applicant_links_applicant ON applicant_links (applicant_id) WHERE revoked_at IS NULL;

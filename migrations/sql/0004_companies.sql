-- Company accounts.
--
-- Read tables (projections of the company events, rebuilt by `ops replay`): companies and
-- company_emails. Secrets (password hashes, sessions and refresh-token hashes, one-time codes)
-- are not in the log and not projections: the command handlers write them in the same
-- transaction as the events, and replay never touches them.

CREATE TABLE companies (
  company_id                    uuid        PRIMARY KEY,
  login_email                   text        NOT NULL,
  email_for_receiving_results   text        NOT NULL,
  contact_name                  text        NOT NULL,
  company_name                  text        NOT NULL,
  vat_no                        text        NOT NULL,
  address                       text        NOT NULL,
  post_code                     text        NOT NULL,
  text_folder                   text        NOT NULL,
  is_default_texts              boolean     NOT NULL,
  -- The company's own texts (1 to 4), kept while default texts are chosen.
  texts                         jsonb       NOT NULL,
  email_verified                boolean     NOT NULL DEFAULT false,
  registered_at                 timestamptz NOT NULL,
  updated_at                    timestamptz NOT NULL,
  -- One URL per company (docs/product.md §2: "Your unique URL"); "Someone has already used the same URL".
  CONSTRAINT companies_text_folder_unique UNIQUE (text_folder)
);

-- Every address a company uses (login and results), unique across companies, so a duplicate is
-- refused inside the append transaction. Login e-mails are stored lower-cased (docs/product.md §5).
CREATE TABLE company_emails (
  email       text PRIMARY KEY,
  company_id  uuid NOT NULL
);
CREATE INDEX company_emails_company ON company_emails (company_id);

CREATE TABLE company_credentials (
  company_id     uuid        PRIMARY KEY,
  password_hash  text        NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- A sign-in: a family of refresh tokens. Revoking it ends the session and every token in it.
CREATE TABLE company_sessions (
  session_id      uuid        PRIMARY KEY,
  company_id      uuid        NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_used_at    timestamptz NOT NULL DEFAULT now(),
  revoked_at      timestamptz,
  revoked_reason  text
);
CREATE INDEX company_sessions_company ON company_sessions (company_id) WHERE revoked_at IS NULL;

-- Refresh tokens, stored as SHA-256 hashes. A rotated token (rotated_at set) presented again
-- means it was stolen or replayed: its whole session is revoked.
CREATE TABLE refresh_tokens (
  token_hash   text        PRIMARY KEY,
  session_id   uuid        NOT NULL REFERENCES company_sessions (session_id) ON DELETE CASCADE,
  issued_at    timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  rotated_at   timestamptz
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- One-time codes for account actions (verify e-mail, reset password, recover e-mail), stored as
-- SHA-256 hashes: random, single use, expiring.
CREATE TABLE one_time_codes (
  code_hash   text        PRIMARY KEY,
  purpose     text        NOT NULL CHECK (purpose IN ('verifyEmail', 'resetPassword', 'recoverEmail')),
  company_id  uuid        NOT NULL,
  -- The address the code is about: the one to verify, the account's for a reset, the one to restore.
  email       text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX one_time_codes_company ON one_time_codes (company_id, purpose) WHERE used_at IS NULL;

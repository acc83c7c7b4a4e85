-- A company closes its account (docs/decisions/0068-closing-an-account.md).
--
-- Read tables (rebuilt by `ops replay`): when a requested closing takes effect (null when none is
-- pending), and when the account was closed. The worker closes the accounts whose closes_at has
-- passed; a closed account's contact data reads '' and its text folder is its id.
ALTER TABLE companies ADD COLUMN closes_at timestamptz;
ALTER TABLE companies ADD COLUMN closed_at timestamptz;
CREATE INDEX companies_closing ON companies (closes_at) WHERE closes_at IS NOT NULL;

-- A company's contact data (addresses, names, VAT number, address, text folder, welcome note,
-- support messages) is now sealed in its events with a key of the company's own, like an
-- applicant's (decision 0060). The events already in the log are rewritten once at start-up by
-- the same rewrite as migration 0026's (events/src/store/seal-log.ts): it seals every event of a
-- type with personal fields that has none sealed yet, which is now the company's.
INSERT INTO pending_log_rewrites VALUES ('seal-personal-data') ON CONFLICT DO NOTHING;

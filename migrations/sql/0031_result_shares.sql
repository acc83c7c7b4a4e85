-- Read-only links to one result for a colleague (docs/decisions/0066-shared-result-links.md). The
-- link's secret (/shared/{token}) is stored as a SHA-256 hash only, like an applicant's link
-- (0005's applicant_links). Not a projection: replay never touches it; the events ResultShared
-- and ResultShareRevoked (stream result-share-<share_id>) record the same acts.
CREATE TABLE result_shares (
  share_id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  company_id uuid NOT NULL,
  applicant_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

-- The result page lists its links.
CREATE INDEX result_shares_result ON result_shares (company_id, applicant_id, created_at DESC);

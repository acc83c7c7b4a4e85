-- The company's logo (docs/decisions/0069-company-logo.md).
--
-- companies (read table, rebuilt by `ops replay`): the logo in use as CompanyLogoChanged names it,
-- by the SHA-256 of its bytes, and its size in pixels; null (none) until then.
ALTER TABLE companies
  ADD COLUMN logo_sha256 text,
  ADD COLUMN logo_width integer,
  ADD COLUMN logo_height integer;

-- The logo's bytes, re-encoded on upload (PNG or JPEG, at most 720 x 240 pixels). Not a projection:
-- written in the transaction of the CompanyLogoChanged that names them, never touched by replay,
-- and only the logo in use is kept. Served by GET /api/public/logo/{company_id}/{sha256}.
CREATE TABLE company_logos (
  company_id uuid NOT NULL,
  sha256 text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, sha256)
);

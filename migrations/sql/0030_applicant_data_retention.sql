-- How long applicant data is kept (docs/privacy.md, docs/decisions/0065-applicant-data-retention-and-access.md).
--
-- companies (read table, rebuilt by `ops replay`): the months an applicant's personal data is kept
-- after their last activity, as DataRetentionChanged sets it; 24 (two years) until then, which a
-- replay gives every company without the event too.
ALTER TABLE companies
  ADD COLUMN retention_months integer NOT NULL DEFAULT 24;

-- An applicant's last activity is their row's updated_at (the latest invitation, new link,
-- reminder, test started, refused, finished, lock, result or removal): applicantsPastRetention
-- reads each company's applicants by it, oldest first.
CREATE INDEX applicants_company_last_activity ON applicants (company_id, updated_at);

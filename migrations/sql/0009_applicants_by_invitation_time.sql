-- A company's applicants by when they were invited: what a company whose login e-mail is not
-- verified has invited since that address became its login e-mail (UNVERIFIED_INVITATION_LIMIT,
-- api/src/features/applicants/applicants-dependencies.ts), counted without reading every company's applicants.
CREATE INDEX applicants_company_invited ON applicants (company_id, invited_at);

-- The company's pass mark and time zone (events PassMarkChanged, TimeZoneChanged, and
-- CompanyRegistered version 2), and the indexes the results list sorts and filters with.

-- Companies registered before this read their results in UTC and have no pass mark, as the
-- upcaster of CompanyRegistered version 1 says (events/src/catalogue.ts); a replay agrees.
ALTER TABLE companies
  ADD COLUMN time_zone        text    NOT NULL DEFAULT 'UTC',
  ADD COLUMN minimum_wpm      integer,
  ADD COLUMN minimum_accuracy integer;

-- Fastest and most accurate first (ties: newest first, like the date order of migration 0005).
-- "Passed" (wpm and accuracy at least the pass mark) is a range of these indexes too.
CREATE INDEX results_company_wpm ON results (company_id, wpm DESC, finished_at DESC, applicant_id DESC);
CREATE INDEX results_company_accuracy ON results (company_id, accuracy DESC, finished_at DESC, applicant_id DESC);
-- Flagged results (odd keystrokes, or refused attempts) are few: small indexes of their own, one
-- per order, so "flagged" never walks the whole company's results looking for them.
CREATE INDEX results_company_flagged ON results (company_id, finished_at DESC, applicant_id DESC)
  WHERE flags <> '[]'::jsonb OR refusals > 0;
CREATE INDEX results_company_flagged_wpm ON results (company_id, wpm DESC, finished_at DESC, applicant_id DESC)
  WHERE flags <> '[]'::jsonb OR refusals > 0;
CREATE INDEX results_company_flagged_accuracy ON results (company_id, accuracy DESC, finished_at DESC, applicant_id DESC)
  WHERE flags <> '[]'::jsonb OR refusals > 0;

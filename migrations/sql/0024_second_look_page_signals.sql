-- "Worth a second look" now counts what the test page noticed, over the three tests together:
-- leaving the page 3 times or for 30 s in all, or 2 paste attempts (events/src/applicant/second-look.ts's
-- secondLookPageSignals; docs/decisions/0055-the-introduction-as-reference.md). The Flagged filter's
-- and the review order's indexes of migration 0022, with the predicate written exactly as
-- queries.ts's secondLookSql and awaitingReviewSql. The columns are migration 0023's, kept by the
-- projection from every recorded test, so a replay agrees.
DROP INDEX results_company_flagged;
DROP INDEX results_company_flagged_wpm;
DROP INDEX results_company_flagged_accuracy;
DROP INDEX results_company_review_wpm;
DROP INDEX results_company_review_accuracy;
CREATE INDEX results_company_flagged ON results (company_id, finished_at DESC, applicant_id DESC)
  WHERE flags <> '[]'::jsonb OR refusals > 0 OR restarts > 0 OR times_away >= 3 OR ms_away >= 30000 OR paste_attempts >= 2;
CREATE INDEX results_company_flagged_wpm ON results (company_id, wpm DESC, finished_at DESC, applicant_id DESC)
  WHERE flags <> '[]'::jsonb OR refusals > 0 OR restarts > 0 OR times_away >= 3 OR ms_away >= 30000 OR paste_attempts >= 2;
CREATE INDEX results_company_flagged_accuracy ON results (company_id, accuracy DESC, finished_at DESC, applicant_id DESC)
  WHERE flags <> '[]'::jsonb OR refusals > 0 OR restarts > 0 OR times_away >= 3 OR ms_away >= 30000 OR paste_attempts >= 2;
CREATE INDEX results_company_review_wpm ON results
  (company_id, ((flags <> '[]'::jsonb OR refusals > 0 OR restarts > 0 OR times_away >= 3 OR ms_away >= 30000 OR paste_attempts >= 2) AND review_decision IS NULL), wpm DESC, finished_at DESC, applicant_id DESC);
CREATE INDEX results_company_review_accuracy ON results
  (company_id, ((flags <> '[]'::jsonb OR refusals > 0 OR restarts > 0 OR times_away >= 3 OR ms_away >= 30000 OR paste_attempts >= 2) AND review_decision IS NULL), accuracy DESC, finished_at DESC, applicant_id DESC);

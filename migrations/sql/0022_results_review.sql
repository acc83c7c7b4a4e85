-- Results worth a second look read "Needs review" until the company reviews them
-- (docs/decisions/0053-needs-review-until-reviewed.md).
--
-- results (a read table, rebuilt by `ops replay`): the company's last review of the result
-- (event ResultReviewed): 'accept' or 'reject', its note and when; null: not reviewed. No result
-- was reviewed before this, so a replay agrees.
ALTER TABLE results
  ADD COLUMN review_decision text,
  ADD COLUMN review_note     text,
  ADD COLUMN reviewed_at     timestamptz;

-- "Worth a second look" now counts restarts too (events/src/applicant/second-look.ts): the Flagged
-- filter's indexes of migration 0008, with the predicate written exactly as queries.ts's secondLookSql.
DROP INDEX results_company_flagged;
DROP INDEX results_company_flagged_wpm;
DROP INDEX results_company_flagged_accuracy;
CREATE INDEX results_company_flagged ON results (company_id, finished_at DESC, applicant_id DESC)
  WHERE flags <> '[]'::jsonb OR refusals > 0 OR restarts > 0;
CREATE INDEX results_company_flagged_wpm ON results (company_id, wpm DESC, finished_at DESC, applicant_id DESC)
  WHERE flags <> '[]'::jsonb OR refusals > 0 OR restarts > 0;
CREATE INDEX results_company_flagged_accuracy ON results (company_id, accuracy DESC, finished_at DESC, applicant_id DESC)
  WHERE flags <> '[]'::jsonb OR refusals > 0 OR restarts > 0;

-- Sorted by speed or accuracy, results awaiting review come after the rest, apart, never first:
-- the order's first key written exactly as queries.ts's awaitingReviewSql.
CREATE INDEX results_company_review_wpm ON results
  (company_id, ((flags <> '[]'::jsonb OR refusals > 0 OR restarts > 0) AND review_decision IS NULL), wpm DESC, finished_at DESC, applicant_id DESC);
CREATE INDEX results_company_review_accuracy ON results
  (company_id, ((flags <> '[]'::jsonb OR refusals > 0 OR restarts > 0) AND review_decision IS NULL), accuracy DESC, finished_at DESC, applicant_id DESC);

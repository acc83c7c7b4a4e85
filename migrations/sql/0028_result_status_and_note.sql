-- The company's own status and private note on each result
-- (docs/decisions/0062-statuses-notes-and-comparison.md).
--
-- results (a read table, rebuilt by `ops replay`): the last status set (events ResultStatusSet,
-- ResultStatusCleared): 'shortlisted', 'hired' or 'rejected'; null: none. The note (event
-- ResultNoteChanged); '' : none. No result had either before this, so a replay agrees.
ALTER TABLE results
  ADD COLUMN status text,
  ADD COLUMN note   text NOT NULL DEFAULT '';

-- The status filter: one status, or none, newest first.
CREATE INDEX results_company_status ON results (company_id, status, finished_at DESC, applicant_id DESC);

-- Sorted by status: hired, shortlisted, none, rejected, then newest first; the order's first key
-- written exactly as events/src/applicant/queries.ts's statusRankSql.
CREATE INDEX results_company_status_rank ON results
  (company_id, (CASE status WHEN 'hired' THEN 0 WHEN 'shortlisted' THEN 1 WHEN 'rejected' THEN 3 ELSE 2 END), finished_at DESC, applicant_id DESC);

-- What the test page noticed around each recorded test (docs/decisions/0054-signals-from-the-test-page.md).
--
-- applicants and results (read tables, rebuilt by `ops replay`): over the applicant's recorded
-- tests, how many times they left the test page (times_away), for how long in all (ms_away, double precision: a number in JavaScript, unlike bigint), and
-- how many pastes or drops the page refused (paste_attempts). The result takes the counts the
-- applicant's row kept, as it takes refusals and restarts. Every test recorded before was recorded
-- by a page that noticed none of these: 0 is what a replay gives them too.
ALTER TABLE applicants
  ADD COLUMN times_away     integer NOT NULL DEFAULT 0,
  ADD COLUMN ms_away        double precision NOT NULL DEFAULT 0,
  ADD COLUMN paste_attempts integer NOT NULL DEFAULT 0;

ALTER TABLE results
  ADD COLUMN times_away     integer NOT NULL DEFAULT 0,
  ADD COLUMN ms_away        double precision NOT NULL DEFAULT 0,
  ADD COLUMN paste_attempts integer NOT NULL DEFAULT 0;

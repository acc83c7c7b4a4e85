-- Refused attempts, restarts and locked links (events StageRefused, StageRestarted, ApplicantLocked),
-- and the rhythm of every recorded test, so a log copied from another applicant is refused.

-- Counts over the applicant's whole invitation, for the company's lists and the result.
ALTER TABLE applicants
  ADD COLUMN refusals  integer     NOT NULL DEFAULT 0,
  ADD COLUMN restarts  integer     NOT NULL DEFAULT 0,
  -- Set when too many refused attempts at one test locked the link; cleared when it is sent again.
  ADD COLUMN locked_at timestamptz;

ALTER TABLE results
  ADD COLUMN refusals integer NOT NULL DEFAULT 0,
  ADD COLUMN restarts integer NOT NULL DEFAULT 0;

-- What the log already says about refusals before this migration (out-of-step refusals, another
-- tab or an old page, count towards nothing: outOfStepRefusals in events/src/applicant/events.ts).
UPDATE applicants a SET refusals = counted.n
FROM (
  SELECT substring(stream_id FROM 11)::uuid AS applicant_id, count(*) AS n
  FROM events
  WHERE event_type = 'StageRefused' AND data->>'reason' NOT IN ('notCurrentStage', 'alreadyRecorded')
  GROUP BY stream_id
) counted
WHERE a.applicant_id = counted.applicant_id;
UPDATE results r SET refusals = a.refusals FROM applicants a WHERE a.applicant_id = r.applicant_id;

-- One row per recorded test: its rhythm (events/src/typing/keystroke-fingerprint.ts). Looked up
-- across every company when a test is finished. Tests recorded before this migration get theirs
-- at the next `npm run ops -- replay`.
CREATE TABLE stage_fingerprints (
  applicant_id  uuid    NOT NULL,
  stage         integer NOT NULL,
  fingerprint   text    NOT NULL,
  PRIMARY KEY (applicant_id, stage)
);
CREATE INDEX stage_fingerprints_fingerprint ON stage_fingerprints (fingerprint);

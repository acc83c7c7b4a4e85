-- The awaiting list's progress and order (docs/decisions/0047-awaiting-list-progress-and-order.md).
--
-- applicants (a read table, rebuilt by `ops replay`):
-- stage_started: the highest measured test the applicant has begun (its first key, a refused
--   attempt, or a finished test); 0: none, "Not started yet".
-- invitation_position: the log position of the ApplicantInvited event, so the applicants of one
--   send (one transaction, one invited_at) keep the order they were entered in.
-- Rows from before are filled from the log, as the projection (events/src/applicant/projection.ts)
-- would have filled them; a replay agrees.
ALTER TABLE applicants
  ADD COLUMN stage_started       integer NOT NULL DEFAULT 0,
  ADD COLUMN invitation_position bigint;

UPDATE applicants
SET invitation_position = events.position
FROM events
WHERE events.stream_id = 'applicant-' || applicants.applicant_id
  AND events.event_type = 'ApplicantInvited';

UPDATE applicants
SET stage_started = begun.stage
FROM (
  SELECT stream_id, max((data ->> 'stage')::integer) AS stage
  FROM events
  WHERE event_type IN ('StageStarted', 'StageFinished')
     -- Refusals that say only that the page was behind the server begin nothing (outOfStepRefusals).
     OR (event_type = 'StageRefused' AND data ->> 'reason' NOT IN ('notCurrentStage', 'alreadyRecorded'))
  GROUP BY stream_id
) AS begun
WHERE begun.stream_id = 'applicant-' || applicants.applicant_id;

ALTER TABLE applicants ALTER COLUMN invitation_position SET NOT NULL;

-- A link stays in use until the next is used; no automatic reminder to an applicant who has begun
-- (docs/decisions/0042-links-end-when-the-next-is-used.md).
--
-- applicants (a read table, rebuilt by `ops replay`): when the applicant first typed a key of a
-- measured test, as the events say (StageStarted, or StageRestarted or StageFinished in streams
-- older than the one before it).
ALTER TABLE applicants ADD COLUMN started_at timestamptz;
UPDATE applicants SET started_at = begun.at
  FROM (
    SELECT stream_id, min(recorded_at) AS at FROM events
    WHERE event_type IN ('StageStarted', 'StageRestarted', 'StageFinished') GROUP BY stream_id
  ) AS begun
  WHERE begun.stream_id = 'applicant-' || applicants.applicant_id;

-- The worker's due reminders: only applicants that may still get one, now also not begun.
DROP INDEX applicants_reminder_due;
CREATE INDEX applicants_reminder_due ON applicants (link_sent_at)
  WHERE status = 'awaiting' AND automatic_reminder_at IS NULL AND locked_at IS NULL AND started_at IS NULL;

-- applicant_links (a secret table, not a projection): when the link was first used. A reminder's
-- new link does not end the earlier ones; its first use does. Links from before are ended as they were.
ALTER TABLE applicant_links ADD COLUMN used_at timestamptz;

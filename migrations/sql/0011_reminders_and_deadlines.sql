-- Reminders and deadlines (docs/decisions/0035-reminders-and-deadlines.md).
--
-- applicants (a read table, rebuilt by `ops replay`): the link's deadline (null: none), when a link
-- was last mailed (invitation, sending again or reminder), the last reminder, and when the one
-- automatic reminder went out. Rows from before have no deadline and no reminder; their last link
-- is their last invitation, as the events say.
ALTER TABLE applicants
  ADD COLUMN deadline              timestamptz,
  ADD COLUMN link_sent_at          timestamptz,
  ADD COLUMN reminded_at           timestamptz,
  ADD COLUMN automatic_reminder_at timestamptz;
UPDATE applicants SET link_sent_at = last_invited_at;
ALTER TABLE applicants ALTER COLUMN link_sent_at SET NOT NULL;

-- The worker's due reminders (applicantQueries.dueReminders): awaiting, not locked, no automatic
-- reminder yet, oldest link first. Only applicants that may still get one are in it.
CREATE INDEX applicants_reminder_due ON applicants (link_sent_at)
  WHERE status = 'awaiting' AND automatic_reminder_at IS NULL AND locked_at IS NULL;

-- companies (a read table): the company's reminder settings, as CompanyRegistered implies them
-- until ReminderSettingsChanged says otherwise (automatic reminders on, no default deadline).
ALTER TABLE companies
  ADD COLUMN automatic_reminders   boolean NOT NULL DEFAULT true,
  ADD COLUMN default_deadline_days integer;

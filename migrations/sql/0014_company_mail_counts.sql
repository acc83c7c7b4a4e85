-- The mails a company causes, counted where they are kept (docs/decisions/0044-mails-a-company-may-cause.md):
-- each outbox row names the company whose event caused it, and says whether it used the company's
-- allowance until its login e-mail is verified (an invitation, a new link or a reminder by hand to
-- an address that is not the company's own, while unverified). The outbox is no read table: replay
-- leaves it alone, so what is counted here survives a replay and a Redis restart alike.
-- (Written to run again harmlessly: its test runs it on rows put back as they were before it.)
ALTER TABLE mail_outbox
  ADD COLUMN IF NOT EXISTS company_id           uuid,
  ADD COLUMN IF NOT EXISTS unverified_allowance boolean NOT NULL DEFAULT false;

UPDATE mail_outbox m SET company_id = (e.data ->> 'companyId')::uuid
  FROM events e
  WHERE e.event_id = m.event_id AND e.data ? 'companyId';

-- Mails from before: the allowance counted the applicants invited since the login e-mail last
-- changed (decision 0023). For each company still unverified, its mails with a link since then,
-- to addresses not its own (those it registered with) and not the automatic reminder, are what it
-- has used.
UPDATE mail_outbox m SET unverified_allowance = true
  FROM events e, companies c, events r
  WHERE e.event_id = m.event_id
    AND c.company_id = m.company_id
    AND NOT c.email_verified
    AND r.stream_id = 'company-' || c.company_id AND r.stream_version = 1
    AND m.kind IN ('applicantInvitation', 'invitationResent', 'applicantReminder')
    AND coalesce((e.data ->> 'automatic')::boolean, false) = false
    AND m.recipient NOT IN (r.data ->> 'loginEmail', r.data ->> 'emailForReceivingResults')
    AND e.recorded_at >= (
      SELECT max(l.recorded_at) FROM events l
      WHERE l.stream_id = 'company-' || c.company_id AND l.event_type IN ('CompanyRegistered', 'LoginEmailChanged')
    );

-- The mails one company caused to one address lately (the per-recipient limit), and what an
-- unverified company has used of its allowance.
CREATE INDEX IF NOT EXISTS mail_outbox_company_recipient ON mail_outbox (company_id, recipient, created_at) WHERE company_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS mail_outbox_unverified_allowance ON mail_outbox (company_id) WHERE unverified_allowance;

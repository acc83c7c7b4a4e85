-- A sent mail no longer keeps its secrets: from now on the sender sets them to null in the commit
-- that records the mail sent (events/src/mail/catalogue.ts, mailSecrets; docs/decisions/0002-outbox-row-carries-payload.md).
-- This does the same for the mails sent before that: their one-time codes and applicant links,
-- still working for up to 7 days (codes) or until used (links), are removed. Pending, queued and
-- failed mails keep theirs: they have yet to be sent.
UPDATE mail_outbox SET payload = payload || '{"verifyCode": null}'::jsonb
  WHERE status = 'sent' AND kind IN ('companyWelcome', 'emailVerification');
UPDATE mail_outbox SET payload = payload || '{"resetCode": null}'::jsonb
  WHERE status = 'sent' AND kind = 'passwordReset';
UPDATE mail_outbox SET payload = payload || '{"recoverCode": null}'::jsonb
  WHERE status = 'sent' AND kind = 'loginEmailChanged';
UPDATE mail_outbox SET payload = payload || '{"applicantCode": null}'::jsonb
  WHERE status = 'sent' AND kind IN ('applicantInvitation', 'invitationResent');

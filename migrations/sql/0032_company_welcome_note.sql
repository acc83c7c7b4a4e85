-- The company's welcome note (docs/decisions/0067-the-company-s-brand-in-invitations.md).
--
-- companies (read table, rebuilt by `ops replay`): the note its applicants read on the welcome
-- screen and in their invitation, as WelcomeNoteChanged sets it; '' (none) until then.
ALTER TABLE companies
  ADD COLUMN welcome_note text NOT NULL DEFAULT '';

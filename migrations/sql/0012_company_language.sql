-- The company's language (event LanguageChanged, and CompanyRegistered version 3): its mails, its
-- applicants' default texts, and the API's words to it when a request names no language.
--
-- companies (a read table, rebuilt by `ops replay`): companies registered before it speak English,
-- as the upcaster of CompanyRegistered version 2 says (events/src/company/events.ts); a replay agrees.
ALTER TABLE companies
  ADD COLUMN language text NOT NULL DEFAULT 'en';

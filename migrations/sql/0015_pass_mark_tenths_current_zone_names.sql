-- Account settings: the least accuracy of a pass mark may be a decimal, to a tenth (92.5), and time
-- zones go by their current IANA names.
--
-- companies (a read table, rebuilt by `ops replay`):
-- * minimum_accuracy: PassMarkChanged version 2 and CompanyRegistered version 4 may carry 92.5
--   (events/src/company/events.ts); the whole numbers stored so far keep their value. double
--   precision rather than numeric: pg hands it to JavaScript as a number, and a tenth is all the
--   product stores or compares (results' accuracy is a whole number).
-- * time_zone: a zone stored by the name ICU gave it (Asia/Calcutta, from a browser at registration)
--   gets IANA's current one, as the projection now writes it (events/src/company/time-zone-names.ts),
--   so a replay agrees. Both names work with Intl and luxon; the events keep what was recorded.
ALTER TABLE companies
  ALTER COLUMN minimum_accuracy TYPE double precision;

UPDATE companies SET time_zone = renamed.current_name
FROM (VALUES
  ('Africa/Asmera', 'Africa/Asmara'),
  ('America/Buenos_Aires', 'America/Argentina/Buenos_Aires'),
  ('America/Catamarca', 'America/Argentina/Catamarca'),
  ('America/Coral_Harbour', 'America/Atikokan'),
  ('America/Cordoba', 'America/Argentina/Cordoba'),
  ('America/Godthab', 'America/Nuuk'),
  ('America/Indianapolis', 'America/Indiana/Indianapolis'),
  ('America/Jujuy', 'America/Argentina/Jujuy'),
  ('America/Louisville', 'America/Kentucky/Louisville'),
  ('America/Mendoza', 'America/Argentina/Mendoza'),
  ('Asia/Calcutta', 'Asia/Kolkata'),
  ('Asia/Katmandu', 'Asia/Kathmandu'),
  ('Asia/Rangoon', 'Asia/Yangon'),
  ('Asia/Saigon', 'Asia/Ho_Chi_Minh'),
  ('Atlantic/Faeroe', 'Atlantic/Faroe'),
  ('Europe/Kiev', 'Europe/Kyiv'),
  ('Pacific/Enderbury', 'Pacific/Kanton'),
  ('Pacific/Ponape', 'Pacific/Pohnpei'),
  ('Pacific/Truk', 'Pacific/Chuuk')
) AS renamed (old_name, current_name)
WHERE companies.time_zone = renamed.old_name;

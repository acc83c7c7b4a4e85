-- The least accuracy of a pass mark may be a decimal, to a tenth (92.5): PassMarkChanged version 2
-- and CompanyRegistered version 4 (events/src/company/events.ts).
--
-- companies (a read table, rebuilt by `ops replay`): the whole numbers stored so far keep their value.
-- double precision rather than numeric: pg hands it to JavaScript as a number, and a tenth is all
-- the product ever stores or compares (results' accuracy is a whole number).
ALTER TABLE companies
  ALTER COLUMN minimum_accuracy TYPE double precision;

-- A recover link (mailed to the old login e-mail when it changes) also restores the results
-- e-mail the company had at that moment: whoever took the login may have moved the results too.
-- Null for every other code, and for recover links made before this (they restore the login only).
ALTER TABLE one_time_codes ADD COLUMN results_email text;

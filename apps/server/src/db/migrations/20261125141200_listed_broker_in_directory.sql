-- The broker's own profile (is_self = 1) is listed in the company directory from the start;
-- staff may unpublish it in the back office.
UPDATE "companies" SET "published" = 1 WHERE "is_self" = 1;

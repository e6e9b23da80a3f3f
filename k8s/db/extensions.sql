-- The DBA step, once per database, as a superuser (or your cloud's admin role: rds_superuser,
-- cloudsqlsuperuser, azure_pg_admin), BEFORE the first migration Job:
--   psql "postgresql://ADMIN@HOST:5432/localpros" -v ON_ERROR_STOP=1 -f k8s/db/extensions.sql
--
-- Matching finds the businesses near a job with earthdistance (over cube): a GiST index on
-- ll_to_earth(latitude, longitude) and earth_box (services/matching/drizzle/0001_leads.sql).
-- earthdistance is not a "trusted" extension, so only a superuser may create it; the migration
-- (run by the owner role) then finds it and its CREATE EXTENSION IF NOT EXISTS does nothing.
-- Both go in schema public, where matching's queries find them; every role may execute them.
CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public;
-- pg_dump and pg_restore (npm run db:backup / db:restore, docs/runbooks/database.md) work with an
-- empty search_path, and earthdistance's ll_to_earth names the type earth without its schema:
-- restoring matching's index on it would fail with 'type "earth" does not exist'. Its own
-- search_path makes it resolve anywhere (still IMMUTABLE; the index and queries are the same).
-- A database restored from a backup gets this script first, like a new one.
ALTER FUNCTION public.ll_to_earth(float8, float8) SET search_path = public;

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

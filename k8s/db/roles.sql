-- The database roles, once per database (again after adding a service), as a superuser or a role
-- with CREATEROLE that may grant on the database. A psql script (\getenv needs psql 15+):
--
--   DB_OWNER_PASSWORD=… DB_IDENTITY_PASSWORD=… DB_JOBS_PASSWORD=… DB_MATCHING_PASSWORD=… \
--   DB_QUOTES_PASSWORD=… DB_BILLING_PASSWORD=… DB_NOTIFICATIONS_PASSWORD=… DB_ADMIN_PASSWORD=… \
--   DB_MESSAGING_PASSWORD=… \
--   psql "postgresql://ADMIN@HOST:5432/localpros" -v ON_ERROR_STOP=1 -f k8s/db/roles.sql
--
-- (generate each with `openssl rand -hex 24`: hex needs no escaping in a URL). A password left
-- unset is not changed, so running it again only fills in what is missing.
--
--   localpros_owner      owns the service schemas and everything in them: the migration
--                        Job connects as it (Secret localpros-db, key owner-url).
--   localpros_<service>  one per service: reads and writes the tables of its own schema only, and
--                        can neither alter them nor see another service's (key <service>-url).
--
-- Idempotent: run it again at any time. From an older deployment where the services created their
-- own schemas as one application role, give those objects to the owner first:
--   REASSIGN OWNED BY old_app_role TO localpros_owner;
\set ON_ERROR_STOP on

SELECT format('CREATE ROLE %I LOGIN', name)
FROM unnest(array['localpros_owner', 'localpros_identity', 'localpros_jobs', 'localpros_matching',
                  'localpros_quotes', 'localpros_billing', 'localpros_notifications', 'localpros_admin',
                  'localpros_messaging']) AS name
WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = name)
\gexec

\getenv owner_password DB_OWNER_PASSWORD
\if :{?owner_password}
ALTER ROLE localpros_owner PASSWORD :'owner_password';
\endif
\getenv identity_password DB_IDENTITY_PASSWORD
\if :{?identity_password}
ALTER ROLE localpros_identity PASSWORD :'identity_password';
\endif
\getenv jobs_password DB_JOBS_PASSWORD
\if :{?jobs_password}
ALTER ROLE localpros_jobs PASSWORD :'jobs_password';
\endif
\getenv matching_password DB_MATCHING_PASSWORD
\if :{?matching_password}
ALTER ROLE localpros_matching PASSWORD :'matching_password';
\endif
\getenv quotes_password DB_QUOTES_PASSWORD
\if :{?quotes_password}
ALTER ROLE localpros_quotes PASSWORD :'quotes_password';
\endif
\getenv billing_password DB_BILLING_PASSWORD
\if :{?billing_password}
ALTER ROLE localpros_billing PASSWORD :'billing_password';
\endif
\getenv notifications_password DB_NOTIFICATIONS_PASSWORD
\if :{?notifications_password}
ALTER ROLE localpros_notifications PASSWORD :'notifications_password';
\endif
\getenv admin_password DB_ADMIN_PASSWORD
\if :{?admin_password}
ALTER ROLE localpros_admin PASSWORD :'admin_password';
\endif
\getenv messaging_password DB_MESSAGING_PASSWORD
\if :{?messaging_password}
ALTER ROLE localpros_messaging PASSWORD :'messaging_password';
\endif

-- Only these roles connect, and only the owner creates schemas. Nobody creates in public
-- (PostgreSQL 15+ already has it so; older versions do not).
SELECT format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database()) \gexec
SELECT format('GRANT CONNECT, CREATE, TEMPORARY ON DATABASE %I TO localpros_owner', current_database()) \gexec
REVOKE CREATE ON SCHEMA public FROM PUBLIC;

-- Each service's schema, owned by localpros_owner (the migrations' CREATE SCHEMA IF NOT EXISTS
-- then finds it), and its role: data in it, and in future tables the owner creates there.
-- TRUNCATE is admin's only: its read-model rebuild empties its tables in one statement.
SELECT format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), 'localpros_' || service)
  || format('; CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION localpros_owner', service)
  || format('; ALTER SCHEMA %I OWNER TO localpros_owner', service)
  || format('; REVOKE ALL ON SCHEMA %I FROM PUBLIC', service)
  || format('; GRANT USAGE ON SCHEMA %I TO %I', service, 'localpros_' || service)
  || format('; GRANT %s ON ALL TABLES IN SCHEMA %I TO %I', privileges, service, 'localpros_' || service)
  || format('; GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO %I', service, 'localpros_' || service)
  || format('; ALTER DEFAULT PRIVILEGES FOR ROLE localpros_owner IN SCHEMA %I GRANT %s ON TABLES TO %I',
            service, privileges, 'localpros_' || service)
  || format('; ALTER DEFAULT PRIVILEGES FOR ROLE localpros_owner IN SCHEMA %I GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO %I',
            service, 'localpros_' || service)
FROM (VALUES
  ('identity', 'SELECT, INSERT, UPDATE, DELETE'),
  ('jobs', 'SELECT, INSERT, UPDATE, DELETE'),
  ('matching', 'SELECT, INSERT, UPDATE, DELETE'),
  ('quotes', 'SELECT, INSERT, UPDATE, DELETE'),
  ('billing', 'SELECT, INSERT, UPDATE, DELETE'),
  ('notifications', 'SELECT, INSERT, UPDATE, DELETE'),
  ('admin', 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE'),
  ('messaging', 'SELECT, INSERT, UPDATE, DELETE')
) AS grants(service, privileges)
\gexec

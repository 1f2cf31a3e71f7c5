-- Roles for the portal on a PostgreSQL server (docs/reference/security.md: "An audit trail nobody can rewrite").
-- Run once as a superuser, on the portal's database, before its first `npm run db:migrate` (role names are yours):
--
--   psql "postgres://postgres@db.example/portal" -v owner=portal_owner -v app=portal_app -f docs/database-roles.sql
--   ALTER ROLE portal_owner PASSWORD '...';  ALTER ROLE portal_app PASSWORD '...';
--
-- The owner runs `npm run db:migrate` (DATABASE_URL with portal_owner) and owns every table; the portal itself runs
-- as the application role (DATABASE_URL with portal_app), which reads and writes the borrower's data but may only
-- add to and read the audit trail. Migrate with the owner before starting a new release: the application role cannot
-- create tables, so a start with a migration pending stops with the migration's error.
-- A database migrated earlier by another role: first `REASSIGN OWNED BY <that role> TO portal_owner;` on it.

CREATE ROLE :"owner" LOGIN;
CREATE ROLE :"app" LOGIN;
SELECT format('ALTER DATABASE %I OWNER TO %I', current_database(), :'owner') \gexec
SELECT format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), :'app') \gexec
GRANT CREATE, USAGE ON SCHEMA public TO :"owner";
GRANT USAGE ON SCHEMA public TO :"app";

-- Every table and sequence the owner's migrations create: read and write for the application role. Migration 018
-- takes UPDATE, DELETE and TRUNCATE of audit_events back from every role but the owner, and its triggers refuse them
-- to the owner too.
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner" IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO :"app";
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner" IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO :"app";

-- What a database migrated before this set-up already holds.
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO :"app";
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO :"app";
SELECT format('REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM %I', :'app')
  WHERE to_regclass('public.audit_events') IS NOT NULL \gexec

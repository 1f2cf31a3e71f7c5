-- The audit trail nobody can rewrite, and what each borrower's change held before and after.
--
-- - Append-only in the database itself: a row trigger refuses every UPDATE and DELETE of audit_events and a statement
--   trigger refuses TRUNCATE, whoever connects (the owner too; only the owner can disable or drop a trigger). The
--   application role of a PostgreSQL server gets INSERT and SELECT only (docs/database-roles.sql).
-- - Each event keeps the request that made it (Fastify's request id), an identity check's outcome, and `changes`: a JSON
--   pointer `/<table>/<row key>/<column>` to `{before, after}` for every column the change wrote. A personal column
--   (SSN, date of birth, account number, any hash, password or token) records only `{"redacted": true}`.
-- - The changes are collected by a row trigger on the tables a borrower's save writes, only while the transaction has
--   set `portal.audit_capture` (auditedTransaction does), into the transaction-local setting `portal.audit_changes`.

ALTER TABLE audit_events
    ADD COLUMN request_id text,
    ADD COLUMN outcome text CHECK (outcome IN ('verified', 'refused', 'locked')),
    ADD COLUMN changes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(changes) = 'object');

CREATE FUNCTION audit_events_refuse_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END $$;

CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
    FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_rewrite();

CREATE TRIGGER audit_events_never_truncated BEFORE TRUNCATE ON audit_events
    FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_rewrite();

-- TG_ARGV: the row's primary key columns (none: the row's hash names it).
CREATE FUNCTION audit_capture_change() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
    new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
    captured jsonb;
    row_key text;
    pointer text;
    col text;
    before jsonb;
    after jsonb;
  BEGIN
    IF coalesce(current_setting('portal.audit_capture', true), '') <> 'on' THEN RETURN NULL; END IF;
    captured := coalesce(nullif(current_setting('portal.audit_changes', true), ''), '{}')::jsonb;
    IF TG_NARGS > 0 THEN
      SELECT string_agg(coalesce(new_row, old_row) ->> k, ',' ORDER BY n) INTO row_key
      FROM unnest(TG_ARGV) WITH ORDINALITY AS pk(k, n);
    ELSE
      row_key := left(md5(coalesce(new_row, old_row)::text), 12);
    END IF;
    FOR col IN SELECT jsonb_object_keys(coalesce(new_row, old_row)) LOOP
      pointer := '/' || TG_TABLE_NAME || '/' || replace(replace(row_key, '~', '~0'), '/', '~1') || '/' || col;
      before := coalesce(captured -> pointer -> 'before', old_row -> col, 'null');
      after := coalesce(new_row -> col, 'null');
      IF col ~ '(ssn|birth|^account$|account_number|_hash$|password|token)' THEN
        IF coalesce(old_row -> col, 'null') <> after THEN
          captured := captured || jsonb_build_object(pointer, jsonb_build_object('redacted', true));
        END IF;
      ELSIF captured ? pointer AND before = after THEN
        captured := captured - pointer;
      ELSIF before <> after THEN
        captured := captured || jsonb_build_object(pointer, jsonb_build_object('before', before, 'after', after));
      END IF;
    END LOOP;
    PERFORM set_config('portal.audit_changes', captured::text, true);
    RETURN NULL;
  END $$;

-- Every table of the borrower's data; not the trail itself, sessions, accounts, keys and bookkeeping.
DO $$
  DECLARE
    t record;
  BEGIN
    FOR t IN
      SELECT c.relname AS name,
        (SELECT string_agg(quote_literal(a.attname), ', ' ORDER BY k.n)
         FROM pg_index i CROSS JOIN unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, n)
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
         WHERE i.indrelid = c.oid AND i.indisprimary) AS key_columns
      FROM pg_class c
      WHERE c.relnamespace = (SELECT n.oid FROM pg_namespace n WHERE n.nspname = current_schema()) AND c.relkind = 'r'
        AND c.relname NOT IN ('audit_events', 'sessions', 'accounts', 'login_codes', 'rate_limit_buckets', 'lender_keys',
          'create_offer_requests', 'profile_versions', 'seed_runs', 'schemaversion', 'feature_flags')
      ORDER BY c.relname
    LOOP
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_capture_change(%s)',
        t.name || '_audit_capture', t.name, coalesce(t.key_columns, ''));
    END LOOP;
  END $$;

-- No role but the owner keeps a right to rewrite the trail (a default privilege may have granted one); see
-- docs/database-roles.sql for the application role's set-up.
DO $$
  DECLARE
    holder text;
  BEGIN
    FOR holder IN
      SELECT DISTINCT g.grantee FROM information_schema.role_table_grants g
      WHERE g.table_schema = current_schema() AND g.table_name = 'audit_events'
        AND g.privilege_type IN ('UPDATE', 'DELETE', 'TRUNCATE')
        AND g.grantee <> (SELECT pg_get_userbyid(c.relowner) FROM pg_class c WHERE c.oid = 'audit_events'::regclass)
    LOOP
      EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM %s',
        CASE WHEN holder = 'PUBLIC' THEN 'PUBLIC' ELSE quote_ident(holder) END);
    END LOOP;
  END $$;

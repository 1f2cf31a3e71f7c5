-- A version per offer that every change to what its profiles read replaces, so a server may keep a profile it has
-- read and serve it again while the version stands. The database moves it, not the code that writes: a new save, a
-- lender's import or a hand-run UPDATE cannot forget to.
--
-- - Each version is a fresh value of one sequence, never handed out twice (the sequence belongs to no column, so
--   no TRUNCATE ... RESTART IDENTITY rewinds it): equal versions mean the same committed data.
-- - Rows are followed by a deferred constraint trigger, run as the writing transaction commits: the lock on the
--   version row is the transaction's last and is held for the commit only, so saves on one offer queue there and
--   never deadlock over it. A TRUNCATE, which fires no row triggers, moves every offer's version.
-- - The versions live apart from `offers`, so a transaction holding an offer `FOR UPDATE` never meets a bump there.

CREATE SEQUENCE profile_version_seq;

CREATE TABLE profile_versions (
    offer_id integer PRIMARY KEY,
    version bigint NOT NULL
  );

CREATE FUNCTION profile_offers_of(kind text, r jsonb) RETURNS SETOF integer LANGUAGE sql STABLE AS $$
  SELECT o FROM (SELECT (r->>'offer_id')::integer) AS k(o) WHERE kind = 'offer'
  UNION ALL SELECT o FROM (SELECT a.offer_id FROM applications a WHERE a.application_id = (r->>'application_id')::integer) AS k(o) WHERE kind = 'application'
  UNION ALL SELECT o FROM (SELECT a.offer_id FROM applications a WHERE a.borrower_id = (r->>'borrower_id')::integer) AS k(o) WHERE kind = 'borrower'
  UNION ALL SELECT o FROM (SELECT a.offer_id FROM employments e JOIN applications a ON a.application_id = e.application_id
    WHERE e.employment_id = (r->>'employment_id')::integer) AS k(o) WHERE kind = 'employment'
  UNION ALL SELECT o FROM (SELECT a.offer_id FROM borrower_addresses ba JOIN applications a ON a.borrower_id = ba.borrower_id
      WHERE ba.address_id = (r->>'address_id')::integer
    UNION SELECT reo.offer_id FROM real_estate_owned reo WHERE reo.address_id = (r->>'address_id')::integer) AS k(o) WHERE kind = 'address'
  UNION ALL SELECT o FROM (SELECT reo.offer_id FROM real_estate_owned reo WHERE reo.real_estate_owned_id = (r->>'real_estate_owned_id')::integer) AS k(o) WHERE kind = 'lender'
  UNION ALL SELECT o FROM (SELECT o.offer_id FROM offers o) AS k(o) WHERE kind = 'reference'
  $$;

CREATE FUNCTION bump_profile_versions() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO profile_versions (offer_id, version)
    SELECT o, nextval('profile_version_seq') FROM (SELECT o FROM profile_offers_of(TG_ARGV[0], CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END) AS n(o)
      WHERE o IS NOT NULL
      UNION SELECT o FROM profile_offers_of(TG_ARGV[0], CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END) AS p(o)
      WHERE o IS NOT NULL) AS changed(o) ORDER BY o
    ON CONFLICT (offer_id) DO UPDATE SET version = excluded.version;
    RETURN NULL;
  END
  $$;

CREATE FUNCTION bump_every_profile_version() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO profile_versions (offer_id, version)
    SELECT o, nextval('profile_version_seq') FROM (SELECT offer_id FROM offers) AS changed(o) ORDER BY o
    ON CONFLICT (offer_id) DO UPDATE SET version = excluded.version;
    RETURN NULL;
  END
  $$;

CREATE CONSTRAINT TRIGGER offers_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON offers DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('offer');

CREATE TRIGGER offers_truncated_profile_version AFTER TRUNCATE ON offers
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER applications_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON applications DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('offer');

CREATE TRIGGER applications_truncated_profile_version AFTER TRUNCATE ON applications
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER real_estate_owned_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON real_estate_owned DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('offer');

CREATE TRIGGER real_estate_owned_truncated_profile_version AFTER TRUNCATE ON real_estate_owned
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER borrowers_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON borrowers DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('borrower');

CREATE TRIGGER borrowers_truncated_profile_version AFTER TRUNCATE ON borrowers
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER alternate_names_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON alternate_names DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('borrower');

CREATE TRIGGER alternate_names_truncated_profile_version AFTER TRUNCATE ON alternate_names
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER dependents_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON dependents DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('borrower');

CREATE TRIGGER dependents_truncated_profile_version AFTER TRUNCATE ON dependents
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER borrower_addresses_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON borrower_addresses DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('borrower');

CREATE TRIGGER borrower_addresses_truncated_profile_version AFTER TRUNCATE ON borrower_addresses
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER contacts_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON contacts DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('borrower');

CREATE TRIGGER contacts_truncated_profile_version AFTER TRUNCATE ON contacts
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER addresses_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON addresses DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('address');

CREATE TRIGGER addresses_truncated_profile_version AFTER TRUNCATE ON addresses
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER employments_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON employments DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER employments_truncated_profile_version AFTER TRUNCATE ON employments
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER employment_incomes_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON employment_incomes DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('employment');

CREATE TRIGGER employment_incomes_truncated_profile_version AFTER TRUNCATE ON employment_incomes
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER additional_incomes_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON additional_incomes DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER additional_incomes_truncated_profile_version AFTER TRUNCATE ON additional_incomes
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER assets_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON assets DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER assets_truncated_profile_version AFTER TRUNCATE ON assets
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER borrower_assets_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON borrower_assets DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER borrower_assets_truncated_profile_version AFTER TRUNCATE ON borrower_assets
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER gifts_or_grants_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON gifts_or_grants DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER gifts_or_grants_truncated_profile_version AFTER TRUNCATE ON gifts_or_grants
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER liability_accounts_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON liability_accounts DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER liability_accounts_truncated_profile_version AFTER TRUNCATE ON liability_accounts
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER other_assets_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON other_assets DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER other_assets_truncated_profile_version AFTER TRUNCATE ON other_assets
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER other_expenses_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON other_expenses DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER other_expenses_truncated_profile_version AFTER TRUNCATE ON other_expenses
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER other_liabilities_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON other_liabilities DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER other_liabilities_truncated_profile_version AFTER TRUNCATE ON other_liabilities
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER other_liability_applications_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON other_liability_applications DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER other_liability_applications_truncated_profile_version AFTER TRUNCATE ON other_liability_applications
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER real_estate_owned_applications_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON real_estate_owned_applications DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER real_estate_owned_applications_truncated_profile_version AFTER TRUNCATE ON real_estate_owned_applications
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER lender_applications_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON lender_applications DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER lender_applications_truncated_profile_version AFTER TRUNCATE ON lender_applications
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER lenders_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON lenders DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('lender');

CREATE TRIGGER lenders_truncated_profile_version AFTER TRUNCATE ON lenders
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER loan_answers_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON loan_answers DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER loan_answers_truncated_profile_version AFTER TRUNCATE ON loan_answers
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER declarations_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON declarations DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER declarations_truncated_profile_version AFTER TRUNCATE ON declarations
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER military_services_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON military_services DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER military_services_truncated_profile_version AFTER TRUNCATE ON military_services
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER demographics_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON demographics DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER demographics_truncated_profile_version AFTER TRUNCATE ON demographics
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER screen_answers_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON screen_answers DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('application');

CREATE TRIGGER screen_answers_truncated_profile_version AFTER TRUNCATE ON screen_answers
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER asset_types_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON asset_types DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('reference');

CREATE TRIGGER asset_types_truncated_profile_version AFTER TRUNCATE ON asset_types
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE CONSTRAINT TRIGGER income_types_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON income_types DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('reference');

CREATE TRIGGER income_types_truncated_profile_version AFTER TRUNCATE ON income_types
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

CREATE TRIGGER profile_versions_emptied AFTER TRUNCATE OR DELETE ON profile_versions
    FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version();

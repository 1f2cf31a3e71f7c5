/**
 * A version per offer that every change to what its profiles read replaces, so a server may keep a profile it has
 * read and serve it again while the version stands. The database moves it, not the code that writes: a new save, a
 * lender's import or a hand-run UPDATE cannot forget to.
 *
 * - Each version is a fresh value of one sequence, never handed out twice (the sequence belongs to no column, so
 *   no TRUNCATE ... RESTART IDENTITY rewinds it): equal versions mean the same committed data.
 * - Rows are followed by a deferred constraint trigger, run as the writing transaction commits: the lock on the
 *   version row is the transaction's last and is held for the commit only, so saves on one offer queue there and
 *   never deadlock over it. A TRUNCATE, which fires no row triggers, moves every offer's version.
 * - The versions live apart from `offers`, so a transaction holding an offer `FOR UPDATE` never meets a bump there.
 */
export const version = '013_profile_versions';

/** Which offers a changed row belongs to, by how its table reaches the offer. */
const KINDS: Record<string, string> = {
  offer: `SELECT (r->>'offer_id')::integer`,
  application: `SELECT a.offer_id FROM applications a WHERE a.application_id = (r->>'application_id')::integer`,
  borrower: `SELECT a.offer_id FROM applications a WHERE a.borrower_id = (r->>'borrower_id')::integer`,
  employment: `SELECT a.offer_id FROM employments e JOIN applications a ON a.application_id = e.application_id
    WHERE e.employment_id = (r->>'employment_id')::integer`,
  address: `SELECT a.offer_id FROM borrower_addresses ba JOIN applications a ON a.borrower_id = ba.borrower_id
      WHERE ba.address_id = (r->>'address_id')::integer
    UNION SELECT reo.offer_id FROM real_estate_owned reo WHERE reo.address_id = (r->>'address_id')::integer`,
  lender: `SELECT reo.offer_id FROM real_estate_owned reo WHERE reo.real_estate_owned_id = (r->>'real_estate_owned_id')::integer`,
  reference: 'SELECT o.offer_id FROM offers o',
};

/** Every table a profile reads, by how it reaches its offer; `tests/server/db/profile-versions.test.ts` keeps it complete. */
export const PROFILE_TABLES: Record<string, keyof typeof KINDS> = {
  offers: 'offer',
  applications: 'offer',
  real_estate_owned: 'offer',
  borrowers: 'borrower',
  alternate_names: 'borrower',
  dependents: 'borrower',
  borrower_addresses: 'borrower',
  contacts: 'borrower',
  addresses: 'address',
  employments: 'application',
  employment_incomes: 'employment',
  additional_incomes: 'application',
  assets: 'application',
  borrower_assets: 'application',
  gifts_or_grants: 'application',
  liability_accounts: 'application',
  other_assets: 'application',
  other_expenses: 'application',
  other_liabilities: 'application',
  other_liability_applications: 'application',
  real_estate_owned_applications: 'application',
  lender_applications: 'application',
  lenders: 'lender',
  loan_answers: 'application',
  declarations: 'application',
  military_services: 'application',
  demographics: 'application',
  screen_answers: 'application',
  asset_types: 'reference',
  income_types: 'reference',
};

const offersOf = Object.entries(KINDS)
  .map(([kind, sql]) => `SELECT o FROM (${sql}) AS k(o) WHERE kind = '${kind}'`)
  .join('\n  UNION ALL ');

const bump = (offerIds: string) => `INSERT INTO profile_versions (offer_id, version)
    SELECT o, nextval('profile_version_seq') FROM (${offerIds}) AS changed(o) ORDER BY o
    ON CONFLICT (offer_id) DO UPDATE SET version = excluded.version`;

export const statements: string[] = [
  'CREATE SEQUENCE profile_version_seq',
  `CREATE TABLE profile_versions (
    offer_id integer PRIMARY KEY,
    version bigint NOT NULL
  )`,
  `CREATE FUNCTION profile_offers_of(kind text, r jsonb) RETURNS SETOF integer LANGUAGE sql STABLE AS $$
  ${offersOf}
  $$`,
  `CREATE FUNCTION bump_profile_versions() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${bump(`SELECT o FROM profile_offers_of(TG_ARGV[0], CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END) AS n(o)
      WHERE o IS NOT NULL
      UNION SELECT o FROM profile_offers_of(TG_ARGV[0], CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END) AS p(o)
      WHERE o IS NOT NULL`)};
    RETURN NULL;
  END
  $$`,
  `CREATE FUNCTION bump_every_profile_version() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${bump('SELECT offer_id FROM offers')};
    RETURN NULL;
  END
  $$`,
  ...Object.entries(PROFILE_TABLES).flatMap(([table, kind]) => [
    `CREATE CONSTRAINT TRIGGER ${table}_profile_version
      AFTER INSERT OR UPDATE OR DELETE ON ${table} DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_profile_versions('${kind}')`,
    `CREATE TRIGGER ${table}_truncated_profile_version AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version()`,
  ]),
  // An offer without a version row reads 0: emptied by hand, every offer gets a version never seen before.
  `CREATE TRIGGER profile_versions_emptied AFTER TRUNCATE OR DELETE ON profile_versions
    FOR EACH STATEMENT EXECUTE FUNCTION bump_every_profile_version()`,
];

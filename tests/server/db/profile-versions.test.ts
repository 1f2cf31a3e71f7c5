import { describe, expect, it } from 'vitest';
import { readProfile } from '../../../src/server/profile/read-profile';
import { piiCipherOf } from '../../../src/server/pii/pii-cipher';
import { readProfileVersion } from '../../../src/server/profile/profile-versions';
import { recordingDb } from '../helpers/recording-db';
import { JANE, JOHN, testConfig } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const ctx = useTestApp();
const pii = piiCipherOf(testConfig());
const JANE_OFFER = 1001;
const JOHN_OFFER = 1002;

/** Tables no profile reads: sign-in, sessions, audit, lender keys and imports, bookkeeping. */
const NOT_IN_PROFILES = [
  'accounts', 'audit_events', 'create_offer_requests', 'feature_flags', 'identity_verifications', 'lender_keys',
  'lender_systems', 'login_codes', 'oidc_provider_records', 'profile_versions', 'rate_limit_buckets', 'schemaversion', 'seed_runs', 'sessions',
  'webhook_endpoints', 'webhook_outbox',
];

/** The tables whose rows move their offer's version: those with the trigger migration 013 gives them. */
const versionedTables = async (): Promise<Set<string>> =>
  new Set((await ctx.testDb.db.query<{ name: string }>(
    "SELECT DISTINCT tgrelid::regclass::text AS name FROM pg_trigger WHERE tgname LIKE '%\\_profile\\_version'",
  )).map((t) => t.name));

const versions = async () => ({
  jane: await readProfileVersion(ctx.testDb.db, JANE_OFFER),
  john: await readProfileVersion(ctx.testDb.db, JOHN_OFFER),
});

describe('profile versions', () => {
  it('every table is either bumped for its offer or named as read by no profile', async () => {
    const tables = await ctx.testDb.db.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    );
    const versioned = await versionedTables();
    expect(versioned.size).toBeGreaterThan(20);
    const unclassified = tables.map((t) => t.name).filter((t) => !versioned.has(t) && !NOT_IN_PROFILES.includes(t));
    expect(unclassified).toEqual([]);
  });

  it('the profile reads no table whose changes leave the version alone', async () => {
    const { db: recording, sent } = recordingDb(ctx.testDb.db);
    for (const who of [JANE, JOHN]) {
      const offerId = who === JANE ? JANE_OFFER : JOHN_OFFER;
      const session = { sessionId: 0, csrfTokenHash: '', borrowerId: who.borrowerId, offerId, offerLinkId: who.offerId, applicationId: who.applicationId };
      await readProfile(recording, pii, session, who.applicationId);
    }
    // A table name as written by hand or quoted by the query builder.
    const read = new Set(sent.flatMap((sql) => [...sql.matchAll(/\b(?:FROM|JOIN)\s+"?([a-z_]+)/gi)].map((m) => m[1]!.toLowerCase())));
    const versioned = await versionedTables();
    const unversioned = [...read].filter((t) => !versioned.has(t) && t !== 'profile_versions' && t !== 'json_agg');
    expect(read.size).toBeGreaterThan(20);
    expect(unversioned).toEqual([]);
  });

  it("replaces an offer's version when its transaction commits a change, and no other offer's", async () => {
    const before = await versions();
    await ctx.testDb.db.transaction(async (tx) => {
      await tx.query("UPDATE contacts SET email_address = 'jane.new@example.com' WHERE borrower_id = $1", [JANE.borrowerId]);
      await tx.query("UPDATE employments SET employer_name = employer_name WHERE application_id = $1", [JANE.applicationId]);
    });
    const after = await versions();
    expect(after.jane).toBeGreaterThan(before.jane);
    expect(after.john).toBe(before.john);
  });

  it('follows a row through the tables it reaches its offer by: addresses, incomes of employments, lenders', async () => {
    for (const change of [
      'UPDATE addresses SET city = city WHERE address_id IN (SELECT address_id FROM borrower_addresses WHERE borrower_id = $1)',
      'UPDATE employment_incomes SET other_income = other_income WHERE employment_id IN (SELECT employment_id FROM employments e JOIN applications a USING (application_id) WHERE a.borrower_id = $1)',
      'UPDATE applications SET updated_at = now() WHERE borrower_id = $1',
    ]) {
      const before = (await versions()).john;
      const [{ n }] = await ctx.testDb.db.query<{ n: number }>(`WITH c AS (${change} RETURNING 1) SELECT count(*)::int AS n FROM c`, [JOHN.borrowerId]) as [{ n: number }];
      expect(n, change).toBeGreaterThan(0);
      expect((await versions()).john, change).toBeGreaterThan(before);
    }
  });

  it('gives every offer a version never seen before when a profile table or the versions are emptied by hand', async () => {
    const seen = new Set(Object.values(await versions()));
    for (const empty of ['TRUNCATE screen_answers', 'DELETE FROM profile_versions', 'TRUNCATE profile_versions']) {
      await ctx.testDb.db.query(empty);
      const now = await versions();
      for (const v of Object.values(now)) {
        expect(seen.has(v), empty).toBe(false);
        seen.add(v);
      }
    }
  });

  it('leaves the version alone when the transaction rolls back', async () => {
    const before = await versions();
    await expect(ctx.testDb.db.transaction(async (tx) => {
      await tx.query("UPDATE contacts SET email_address = 'rolled.back@example.com' WHERE borrower_id = $1", [JANE.borrowerId]);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await versions()).toEqual(before);
  });
});

import { describe, expect, it } from 'vitest';
import { databasePreparation } from '../../src/server/prepare-database';
import { seedDemoData } from '../../src/server/seed/seed-demo';
import { recordingDb } from './helpers/recording-db';
import { buildTestApp, JANE, testConfig, testKeys, verify } from './helpers/test-app';
import { useTestDb } from './helpers/use-test-app';

const t = useTestDb();

const count = async (table: string): Promise<number> =>
  Number((await t.testDb.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

describe('preparing the database at start', () => {
  it('works out the demo content before the database is given, then reads three statements on a current one', async () => {
    const prepare = databasePreparation(testConfig({ SEED_DEMO_DATA: 'true' }));
    const { db: counting, sent } = recordingDb(t.testDb.db);
    expect(await prepare(counting)).toEqual({ migrationsApplied: [] });
    expect(sent).toHaveLength(3);
    expect(sent[0]).toContain('FROM schemaversion');
    expect(sent[2]).toContain('seed_runs');
  });
});

describe('demo seed', () => {
  it('is idempotent', async () => {
    const before = await Promise.all(['offers', 'borrowers', 'applications', 'dependents', 'assets'].map(count));
    expect(await seedDemoData(t.testDb.db, testKeys())).toEqual({ borrowersInserted: 0 });
    expect(await Promise.all(['offers', 'borrowers', 'applications', 'dependents', 'assets'].map(count))).toEqual(before);
    expect(before.slice(0, 3)).toEqual([8, 10, 10]);
  });

  it('reads one marker row when the demo content is the one last seeded', async () => {
    const { db: counting, sent: statements } = recordingDb(t.testDb.db);
    expect(await seedDemoData(counting, testKeys())).toEqual({ borrowersInserted: 0 });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('seed_runs');
  });

  it("never overwrites a borrower's saved data", async () => {
    const app = await buildTestApp(t.testDb.db);
    const s = await verify(app, JANE);
    const save = await app.inject({ method: 'POST', url: '/api/UpdateBorrowerData',
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken },
      payload: { applicationId: 7001, borrowerId: 5001, firstName: 'Janie', lastName: 'Doe', dateOfBirth: '01/15/1980',
        citizenshipStatus: 'USCitizen', maritalStatus: 'Unmarried', creditTypeId: 1, alternateNameInd: false,
        dependentsInd: false } });
    expect(save.statusCode).toBe(200);
    // As after a new version's demo content: every offer goes through CreateOffer again.
    await t.testDb.db.query('DELETE FROM seed_runs');
    await seedDemoData(t.testDb.db, testKeys());
    const p = (await app.inject({ method: 'POST', url: '/api/GetBorrowerData', headers: { cookie: s.cookie },
      payload: { applicationId: 7001 } })).json();
    expect(p.borrowerInfo).toMatchObject({ firstName: 'Janie', maritalStatus: 'Unmarried' });
    await app.close();
  });

  it('seeds the journey scenarios: reset offer, submitter, inactive offer, one demo account', async () => {
    const offers = await t.testDb.db.query<{ id: number; reset: boolean; active: boolean; by: number | null }>(
      `SELECT offer_id AS id, is_offer_reset AS reset, active_ind AS active, submitted_by_borrower_id AS by
       FROM offers WHERE offer_id IN (1003, 1007, 1008) ORDER BY offer_id`);
    expect(offers).toEqual([
      { id: 1003, reset: true, active: true, by: null },
      { id: 1007, reset: false, active: true, by: 5008 },
      { id: 1008, reset: false, active: false, by: null },
    ]);
    const luis = await t.testDb.db.query('SELECT application_status_id AS s, prior_loan_review_status_id AS p, is_offer_reviewed AS r FROM applications WHERE application_id = 7004');
    expect(luis).toEqual([{ s: 3, p: 3, r: false }]);
    const accounts = await t.testDb.db.query<{ email: string; password_hash: string }>('SELECT email, password_hash FROM accounts');
    expect(accounts.map((a) => a.email)).toEqual(['grace.lee@example.com']);
    expect(accounts[0]?.password_hash).toMatch(/^scrypt\$/);
    await seedDemoData(t.testDb.db, testKeys());
    expect(await t.testDb.db.query('SELECT email, password_hash FROM accounts')).toEqual(accounts);
    expect(await count('feature_flags')).toBe(1);
  });

  it('stores identity as keyed hashes, never the plain digits', async () => {
    const rows = await t.testDb.db.query<Record<string, string>>('SELECT * FROM identity_verifications');
    expect(rows).toHaveLength(10);
    const dump = JSON.stringify(rows);
    for (const digits of ['123456', '234567', '01/15/1980', '1980-01-15']) expect(dump).not.toContain(digits);
    const tokens = JSON.stringify(await t.testDb.db.query('SELECT token_hash FROM sessions'));
    expect(tokens).toMatch(/[0-9a-f]{64}/);
  });
});

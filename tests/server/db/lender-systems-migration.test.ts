// Migration 017: each lender key that exists becomes a lender system of its name, owning the key's offers and
// CreateOffer requests, so a new key of that system reaches them.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/server/db/migrate';
import { readMigrationFiles, readMigrations } from '../../../src/server/db/migration-files';
import { createLenderKey } from '../../../src/server/lender/keys/lender-keys';
import { findLenderOffer } from '../../../src/server/lender/audit-trail/lender-offers';
import { findLiveLenderKey } from '../../../src/server/lender/keys/key-records';
import { lenderKeyHash } from '../../../src/server/lender/keys/lender-keys';
import { createTestDb, type TestDb, testKeys } from '../helpers/test-app';

const LENDER_SYSTEMS = 17;
let testDb: TestDb;

/** Two keys as a release before 017 left them: acme-los with an offer and a request, broker-one with neither. */
async function keysAndOffersBefore017(db: TestDb['db']): Promise<void> {
  await db.query(`INSERT INTO lender_keys (name, key_hash, created_at, revoked_at) VALUES
    ('acme-los', $1, '2026-01-02T03:04:05Z', NULL), ('broker-one', $2, '2026-02-03T04:05:06Z', now())`,
  [lenderKeyHash('rpl_acme-old'), lenderKeyHash('rpl_broker-old')]);
  const acme = "(SELECT lender_key_id FROM lender_keys WHERE name = 'acme-los')";
  await db.query(`INSERT INTO offers (offer_id, loan_id, loan_record_id, loan_number, lender_key_id) VALUES
    (740001, 1, 1, 'LN-740001', ${acme}), (740002, 2, 2, 'LN-740002', NULL)`);
  await db.query(`INSERT INTO create_offer_requests (lender_key_id, idempotency_key, body_hash, offer_id)
    VALUES (${acme}, 'offer-740001-v1', 'hash', 740001), (NULL, 'offer-740001-v1', 'hash', 740002)`);
}

beforeAll(async () => {
  testDb = await createTestDb({ migrate: false });
  const before = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  try {
    for (const file of readMigrationFiles().filter((f) => f.version < LENDER_SYSTEMS)) {
      cpSync(file.path, join(before, basename(file.path)));
    }
    await migrate(testDb.db, testKeys(), readMigrations(before));
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
  await keysAndOffersBefore017(testDb.db);
  await migrate(testDb.db, testKeys());
});
afterAll(async () => {
  await testDb?.drop();
});

describe('the lender-systems migration', () => {
  it('makes each key a system of its name, with the same creation time', async () => {
    const systems = await testDb.db.query<{ name: string; createdAt: string; keys: string }>(
      `SELECT s.name, to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt",
         string_agg(k.name, ',') AS keys
       FROM lender_systems s JOIN lender_keys k USING (lender_system_id) GROUP BY s.name, s.created_at ORDER BY s.name`,
    );
    expect(systems).toEqual([
      { name: 'acme-los', createdAt: '2026-01-02 03:04:05', keys: 'acme-los' },
      { name: 'broker-one', createdAt: '2026-02-03 04:05:06', keys: 'broker-one' },
    ]);
  });

  it("gives the key's offers and requests to its system, and the installation's stay the installation's", async () => {
    const owners = await testDb.db.query<{ offerId: number; system: string | null }>(
      `SELECT o.offer_id AS "offerId", s.name AS system FROM offers o
       LEFT JOIN lender_systems s USING (lender_system_id) WHERE o.offer_id IN (740001, 740002) ORDER BY 1`,
    );
    expect(owners).toEqual([{ offerId: 740001, system: 'acme-los' }, { offerId: 740002, system: null }]);
    const requests = await testDb.db.query<{ offerId: number; system: string | null }>(
      `SELECT r.offer_id AS "offerId", s.name AS system FROM create_offer_requests r
       LEFT JOIN lender_systems s USING (lender_system_id) ORDER BY 1`,
    );
    expect(requests).toEqual([{ offerId: 740001, system: 'acme-los' }, { offerId: 740002, system: null }]);
  });

  it("lets a new key of the system reach the old key's offer", async () => {
    const { key } = await createLenderKey(testDb.db, 'acme-los');
    const newKey = await findLiveLenderKey(testDb.db, lenderKeyHash(key));
    expect(newKey).toMatchObject({ name: 'acme-los-2', systemName: 'acme-los' });
    expect(await findLenderOffer(testDb.db, newKey!, 740001)).toMatchObject({ offerId: 740001 });
  });
});

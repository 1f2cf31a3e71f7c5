// Migration 016: a Submitted offer left without its submission instant (the demo seed set 1004 so) takes the time of
// its latest status change in the audit trail, or the migration's, so SubmittedOffers lists it.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/server/db/migrate';
import { readMigrationFiles, readMigrations } from '../../../src/server/db/migration-files';
import { createTestDb, type TestDb, testKeys } from '../helpers/test-app';

const BACKFILL = 16;
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb({ migrate: false });
  const before = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  try {
    for (const file of readMigrationFiles().filter((f) => f.version < BACKFILL)) cpSync(file.path, join(before, basename(file.path)));
    await migrate(testDb.db, testKeys(), readMigrations(before));
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
  await testDb.db.query(`INSERT INTO offers (offer_id, loan_id, loan_record_id, loan_number, offer_status_id, submitted_at) VALUES
    (750001, 1, 1, 'LN-750001', 4, NULL), (750002, 2, 2, 'LN-750002', 4, NULL), (750003, 3, 3, 'LN-750003', 3, NULL)`);
  await testDb.db.query(`INSERT INTO audit_events (offer_id, actor_type, actor, call, fields, occurred_at) VALUES
    (750001, 'borrower', '1', 'UpdateApplicationStatus', '["/offerStatusID"]', '2026-03-04T05:06:07Z'),
    (750001, 'borrower', '1', 'UpdateBorrowerContact', '["/emailAddress"]', '2026-03-05T05:06:07Z')`);
  await migrate(testDb.db, testKeys());
});
afterAll(async () => {
  await testDb?.drop();
});

describe('the submission-instant backfill', () => {
  it('gives each Submitted offer without one the time of its latest status change, else the migration\'s; others stay', async () => {
    const rows = await testDb.db.query<{ offerId: number; at: string | null }>(
      `SELECT offer_id AS "offerId", to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS at
       FROM offers WHERE offer_id >= 750001 ORDER BY offer_id`,
    );
    expect(rows[0]).toEqual({ offerId: 750001, at: '2026-03-04 05:06:07' });
    expect(rows[1]?.at).not.toBeNull();
    expect(rows[2]).toEqual({ offerId: 750003, at: null });
  });
});

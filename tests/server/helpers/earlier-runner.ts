// A database as the portal's earlier runner left it: the same SQL applied, recorded in `schema_migrations`.
import { readFileSync } from 'node:fs';
import { readMigrationFiles } from '../../../src/server/db/migration-files';
import type { Db } from '../../../src/server/db/types';

/** Applies the migrations up to `lastVersion` as the earlier runner did, in one transaction; returns their labels. */
export async function migrateAsEarlierRunner(db: Db, lastVersion: number, appliedAt = '2026-11-20 10:00:00+00'): Promise<string[]> {
  const files = readMigrationFiles().filter((f) => f.version <= lastVersion);
  await db.transaction(async (tx) => {
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    for (const file of files) {
      await tx.exec(readFileSync(file.path, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [file.label, appliedAt]);
    }
  });
  return files.map((f) => f.label);
}

import type { MigrationFile } from './migration-files';
import { type AppliedMigration, hasTable, VERSION_TABLE } from './migration-status';
import type { Queryable } from './types';

/**
 * What the portal's earlier runner recorded in `schema_migrations` ('001_initial', ...), as postgrator would have
 * (the released SQL is unchanged, so today's checksums); null once postgrator's table exists, or with no such table.
 */
export async function earlierRunnerMigrations(db: Queryable, files: MigrationFile[]): Promise<AppliedMigration[] | null> {
  if ((await hasTable(db, VERSION_TABLE)) || !(await hasTable(db, 'schema_migrations'))) return null;
  const rows = await db.query<{ version: string; appliedAt: string }>(
    'SELECT version, applied_at::text AS "appliedAt" FROM schema_migrations ORDER BY version',
  );
  const byLabel = new Map(files.map((f) => [f.label, f]));
  const unknown = rows.filter((r) => !byLabel.has(r.version)).map((r) => r.version);
  if (unknown.length > 0) {
    throw new Error(`schema_migrations lists ${unknown.join(', ')}, which this release has no migration file for: ` +
      'start the release that applied it, or restore its file under src/server/db/migrations');
  }
  return rows.map(({ version, appliedAt }) => {
    const file = byLabel.get(version) as MigrationFile;
    return { version: file.version, name: file.name, md5: file.md5, runAt: appliedAt };
  });
}

/**
 * A database the earlier runner migrated starts on postgrator without running anything again: inside the migrating
 * transaction, postgrator's table is made from `schema_migrations`, once (after that the table exists).
 * `schema_migrations` is left as it was, so the earlier release still starts on this database. Returns what it adopted.
 */
export async function adoptEarlierRunner(tx: Queryable, files: MigrationFile[]): Promise<AppliedMigration[]> {
  const earlier = await earlierRunnerMigrations(tx, files);
  if (!earlier) return [];
  // As postgrator makes it (lib/Client.js ensureTable), so postgrator finds nothing to add.
  await tx.query(`CREATE TABLE ${VERSION_TABLE} (version bigint PRIMARY KEY, name text, md5 text, run_at timestamptz)`);
  await tx.query(`INSERT INTO ${VERSION_TABLE} (version) VALUES (0)`);
  for (const { version, name, md5, runAt } of earlier) {
    await tx.query(`INSERT INTO ${VERSION_TABLE} (version, name, md5, run_at) VALUES ($1, $2, $3, $4::timestamptz)`, [
      version, name, md5, runAt,
    ]);
  }
  return earlier;
}

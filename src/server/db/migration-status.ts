import type { MigrationFile } from './migration-files';
import type { Queryable } from './types';

/** Postgrator's table of applied migrations (postgrator's default name). */
export const VERSION_TABLE = 'schemaversion';

/** A row of the version table; `md5` is null where postgrator records none (it checks no such migration). */
export interface AppliedMigration {
  version: number;
  name: string;
  md5: string | null;
  runAt: string | null;
}

/** `changed`: applied, but the file is no longer what ran. `unrecorded`: applied by a later release, no file here. */
export type MigrationState = 'applied' | 'pending' | 'changed' | 'unrecorded';

export interface MigrationStatus {
  version: number;
  label: string;
  state: MigrationState;
  runAt: string | null;
}

const APPLIED_SQL = `SELECT version, name, md5, run_at::text AS "runAt" FROM ${VERSION_TABLE} WHERE version > 0`;

/** The applied migrations; throws where postgrator's table does not exist. */
export async function appliedMigrations(db: Queryable): Promise<AppliedMigration[]> {
  const rows = await db.query<{ version: string | number; name: string | null; md5: string | null; runAt: string | null }>(APPLIED_SQL);
  return rows.map((row) => ({ version: Number(row.version), name: row.name ?? '', md5: row.md5, runAt: row.runAt }));
}

export async function hasTable(db: Queryable, table: string): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [table]);
  return row?.found === true;
}

/** Applied migrations, none where postgrator has never run. */
export async function appliedMigrationsIfAny(db: Queryable): Promise<AppliedMigration[]> {
  return (await hasTable(db, VERSION_TABLE)) ? appliedMigrations(db) : [];
}

export function migrationStatus(files: MigrationFile[], applied: AppliedMigration[]): MigrationStatus[] {
  const byVersion = new Map(applied.map((a) => [a.version, a]));
  const fileVersions = new Set(files.map((f) => f.version));
  const ofFiles = files.map((file): MigrationStatus => {
    const done = byVersion.get(file.version);
    const state = !done ? 'pending' : done.md5 && done.md5 !== file.md5 ? 'changed' : 'applied';
    return { version: file.version, label: file.label, state, runAt: done?.runAt ?? null };
  });
  const unrecorded = applied
    .filter((a) => !fileVersions.has(a.version))
    .map((a): MigrationStatus => ({
      version: a.version, label: `${String(a.version).padStart(3, '0')}_${a.name}`, state: 'unrecorded', runAt: a.runAt,
    }));
  return [...ofFiles, ...unrecorded].sort((a, b) => a.version - b.version);
}

/** Whether nothing is left to apply or to refuse (a start's usual case). */
export const isCurrent = (statuses: MigrationStatus[]): boolean =>
  statuses.every((s) => s.state === 'applied' || s.state === 'unrecorded');

/**
 * Why the runner refuses to migrate: an applied migration whose file changed, or a pending one numbered below an
 * applied one (postgrator applies only versions above the database's highest, so it would be skipped for good).
 */
export function migrationProblems(statuses: MigrationStatus[]): string[] {
  const highest = Math.max(0, ...statuses.filter((s) => s.state !== 'pending').map((s) => s.version));
  return statuses.flatMap((s) => {
    if (s.state === 'changed') {
      return [`migration ${s.label} was changed after it was applied (its checksum differs from the one recorded): ` +
        'restore the released file and make the change in a new migration'];
    }
    if (s.state === 'pending' && s.version < highest) {
      return [`migration ${s.label} is numbered below one already applied and would never run: give it a number above ${highest}`];
    }
    return [];
  });
}

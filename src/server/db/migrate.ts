import type Postgrator from 'postgrator';
import type { PiiCipher } from '../pii/pii-cipher';
import { adoptEarlierRunner, earlierRunnerMigrations } from './adopt-earlier-runner';
import { type MigrationFile, migrationPattern, type Migrations, readMigrations } from './migration-files';
import {
  appliedMigrations, appliedMigrationsIfAny, isCurrent, migrationProblems, type MigrationStatus, migrationStatus,
  VERSION_TABLE,
} from './migration-status';
import { plainDatesOfBirth, sealDatesOfBirth, SEALING_VERSION } from './plain-dates-of-birth';
import type { Db, Queryable, Transaction } from './types';

/** What a data step needs beyond SQL: the keys that seal personal values. */
export interface MigrationContext {
  pii: PiiCipher;
}

/** An applied migration's file was changed, or a new one can never run: nothing is applied. */
export class MigrationRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`Migrations refused:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** Arbitrary constant: serialises concurrent migrators on one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 740_221_001;

/** Whether every migration is applied as its file stands: one statement, no transaction or lock (a start's usual case). */
async function isCurrentAlready(db: Db, files: MigrationFile[]): Promise<boolean> {
  try {
    return isCurrent(migrationStatus(files, await appliedMigrations(db)));
  } catch {
    // No version table: a new database, or one the earlier runner migrated.
    return false;
  }
}

/** Postgrator on the migrating transaction: its version table beside the portal's tables. */
async function postgratorOn(tx: Transaction, dir: string): Promise<Postgrator> {
  const [{ default: Postgrator }, [schema]] = await Promise.all([
    import('postgrator'),
    tx.query<{ name: string }>('SELECT current_schema() AS name'),
  ]);
  return new Postgrator({
    driver: 'pg',
    migrationPattern: migrationPattern(dir),
    schemaTable: `${schema?.name ?? 'public'}.${VERSION_TABLE}`,
    newline: 'LF',
    execQuery: async (sql) => ({ rows: await tx.query(sql) }),
    execSqlScript: (script) => tx.exec(script),
  });
}

/**
 * Applies pending migrations (`src/server/db/migrations/NNN.do.<name>.sql`) with postgrator, all in one transaction
 * under an advisory lock, so servers starting together apply each once; returns the labels applied now. Refuses,
 * applying nothing, when an applied migration's file has changed. The files may be read beforehand (a start reads
 * them while the database opens).
 */
export async function migrate(db: Db, ctx: MigrationContext, migrations: Migrations = readMigrations()): Promise<string[]> {
  const { dir, files } = migrations;
  if (await isCurrentAlready(db, files)) return [];
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await adoptEarlierRunner(tx, files);
    const statuses = migrationStatus(files, await appliedMigrationsIfAny(tx));
    const problems = migrationProblems(statuses);
    if (problems.length > 0) throw new MigrationRefused(problems);
    if (isCurrent(statuses)) return [];

    const postgrator = await postgratorOn(tx, dir);
    const labelOf = new Map(files.map((f) => [f.version, f.label]));
    let running = '';
    postgrator.on('migration-started', (m) => (running = labelOf.get(m.version) ?? String(m.version)));
    postgrator.on('migration-finished', () => (running = ''));
    try {
      const applied: Postgrator.Migration[] = [];
      const datesOfBirth = await plainDatesOfBirth(tx, statuses);
      if (datesOfBirth) {
        applied.push(...(await postgrator.migrate(String(SEALING_VERSION))));
        await sealDatesOfBirth(tx, datesOfBirth, ctx.pii);
      }
      applied.push(...(await postgrator.migrate()));
      return applied.map((m) => labelOf.get(m.version) ?? String(m.version));
    } catch (error) {
      if (!running) throw error;
      throw new Error(`migration ${running} failed, nothing applied: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  });
}

/** Each migration, applied (by postgrator, or by the earlier runner and not yet adopted), pending or changed. */
export async function migrationStatusOf(db: Queryable, { files }: Migrations = readMigrations()): Promise<MigrationStatus[]> {
  const applied = (await earlierRunnerMigrations(db, files)) ?? (await appliedMigrationsIfAny(db));
  return migrationStatus(files, applied);
}

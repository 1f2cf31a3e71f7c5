import { type MigrationContext, migrations } from './migrations';
import type { Db } from './types';

/** Arbitrary constant: serialises concurrent migrators on one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 740_221_001;

/** Whether every migration is applied: one statement, no transaction or lock (a start's usual case). */
async function isCurrent(db: Db): Promise<boolean> {
  try {
    const done = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    return migrations.every((m) => done.has(m.version));
  } catch {
    // No schema_migrations yet: a new database.
    return false;
  }
}

/** Applies pending migrations in one transaction; returns the versions applied now. */
export async function migrate(db: Db, ctx: MigrationContext): Promise<string[]> {
  if (await isCurrent(db)) return [];
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      for (const step of migration.statements) {
        if (typeof step === 'string') await tx.query(step);
        else await step(tx, ctx);
      }
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
}

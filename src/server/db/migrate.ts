import { type MigrationContext, migrations } from './migrations';
import type { Db } from './types';

/** Arbitrary constant: serialises concurrent migrators on one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 740_221_001;

/** Applies pending migrations in one transaction; returns the versions applied now. */
export async function migrate(db: Db, ctx: MigrationContext): Promise<string[]> {
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

import type { Config } from './config';
import { migrate } from './db/migrate';
import { readMigrations } from './db/migration-files';
import type { Db } from './db/types';
import { piiCipherOf } from './pii/pii-cipher';
import { resealDatesOfBirth } from './pii/reseal-dates-of-birth';
import { demoSeed, seedDemoData } from './seed/seed-demo';

export type DatabasePreparation = (db: Db) => Promise<{ migrationsApplied: string[] }>;

/**
 * Before the first request: pending migrations, dates of birth sealed under a rotated key, the demo data. What needs
 * no database (the keys, the migration files' checksums, the demo content's hash) is worked out now, so a start does
 * it while the database opens.
 */
export function databasePreparation(config: Config): DatabasePreparation {
  const pii = piiCipherOf(config);
  const migrations = readMigrations();
  const seed = config.seedDemoData ? demoSeed() : null;
  return async (db) => {
    const migrationsApplied = await migrate(db, { pii }, migrations);
    await resealDatesOfBirth(db, pii);
    if (seed) await seedDemoData(db, { piiHashKey: config.piiHashKey, pii }, seed);
    return { migrationsApplied };
  };
}

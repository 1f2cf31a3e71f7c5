import type { Config } from './config';
import { migrate } from './db/migrate';
import type { Db } from './db/types';
import { piiCipherOf } from './pii/pii-cipher';
import { resealDatesOfBirth } from './pii/reseal-dates-of-birth';
import { seedDemoData } from './seed/seed-demo';

/** Before the first request: pending migrations, dates of birth sealed under a rotated key, the demo data. */
export async function prepareDatabase(db: Db, config: Config): Promise<{ migrationsApplied: string[] }> {
  const pii = piiCipherOf(config);
  const migrationsApplied = await migrate(db, { pii });
  await resealDatesOfBirth(db, pii);
  if (config.seedDemoData) await seedDemoData(db, { piiHashKey: config.piiHashKey, pii });
  return { migrationsApplied };
}

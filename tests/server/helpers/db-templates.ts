// Every server test file starts from a copy of one database migrated (and seeded) once per run: a PGlite
// data-directory tarball, or a PostgreSQL template database. Migrating and seeding per file cost seconds each.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../../src/server/db/migrate';
import { openPglite } from '../../../src/server/db/pglite';
import { openPostgres } from '../../../src/server/db/postgres';
import type { Db } from '../../../src/server/db/types';
import { seedDemoData } from '../../../src/server/seed/seed-demo';
import { adminQuery, databaseUrl } from './pg-admin';
import { TEST_PG_URL, testKeys, usePostgres } from './test-app';

/** Where each template is: tarball files on PGlite, database names on PostgreSQL. */
export interface DbTemplates {
  kind: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
}

/** Migrated, and seeded with the demo data when asked. */
export async function prepareDb(db: Db, seed: boolean): Promise<void> {
  const keys = testKeys();
  await migrate(db, keys);
  if (seed) await seedDemoData(db, keys);
}

/** Builds both templates; the returned function removes them. */
export async function createDbTemplates(): Promise<{ templates: DbTemplates; remove: () => Promise<void> }> {
  if (usePostgres) {
    const suffix = randomBytes(4).toString('hex');
    const names = { migrated: `portal_template_migrated_${suffix}`, seeded: `portal_template_seeded_${suffix}` };
    for (const [which, name] of Object.entries(names)) {
      await adminQuery(TEST_PG_URL, `CREATE DATABASE ${name}`);
      const db = openPostgres(databaseUrl(TEST_PG_URL, name), () => undefined);
      try {
        await prepareDb(db, which === 'seeded');
      } finally {
        await db.close();
      }
    }
    return {
      templates: { kind: 'postgres', ...names },
      remove: async () => {
        for (const name of Object.values(names)) await adminQuery(TEST_PG_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-templates-'));
  const files = { migrated: join(dir, 'migrated.tar'), seeded: join(dir, 'seeded.tar') };
  for (const [which, file] of Object.entries(files)) {
    const db = await openPglite(null);
    try {
      await prepareDb(db, which === 'seeded');
      writeFileSync(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  return { templates: { kind: 'pglite', ...files }, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

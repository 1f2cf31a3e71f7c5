// `npm run db:status` and `npm run db:migrate` (scripts/db.ts) on the database of this run's kind.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/server/db/migrate';
import { readMigrationFiles, readMigrations } from '../../../src/server/db/migration-files';
import { openPglite } from '../../../src/server/db/pglite';
import { openPostgres } from '../../../src/server/db/postgres';
import type { Db } from '../../../src/server/db/types';
import { adminQuery, databaseUrl } from '../helpers/pg-admin';
import { TEST_PG_URL, testConfig, testKeys, usePostgres } from '../helpers/test-app';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../../..');

/** The database the script is pointed at, and how to reach it from the test in between runs. */
let env: Record<string, string>;
let withDb: (fn: (db: Db) => Promise<void>) => Promise<void>;
let remove: () => Promise<void>;

beforeAll(async () => {
  const config = testConfig();
  const secrets = { SESSION_SECRET: config.sessionSecret, PII_HASH_KEY: config.piiHashKey, PII_ENCRYPTION_KEY: config.piiEncryptionKey,
    OIDC_SIGNING_KEY: config.oidcSigningKey };
  if (usePostgres) {
    const name = `portal_test_cli_${randomBytes(4).toString('hex')}`;
    await adminQuery(TEST_PG_URL, `CREATE DATABASE ${name}`);
    env = { ...secrets, DATABASE_URL: databaseUrl(TEST_PG_URL, name) };
    withDb = async (fn) => {
      const db = openPostgres(env.DATABASE_URL as string, () => undefined);
      try { await fn(db); } finally { await db.close(); }
    };
    remove = () => adminQuery(TEST_PG_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-cli-'));
    // A port nothing listens on: the script refuses while a server on its port holds the embedded database.
    env = { ...secrets, DATA_DIR: dataDir, PORT: '1' };
    withDb = async (fn) => {
      const db = await openPglite(join(dataDir, 'pglite'));
      try { await fn(db); } finally { await db.close(); }
    };
    remove = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  // Migrated by a release before 013, and 012's file changed since it ran.
  const before013 = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  for (const file of readMigrationFiles().filter((f) => f.version < 13)) cpSync(file.path, join(before013, basename(file.path)));
  await withDb(async (db) => {
    await migrate(db, testKeys(), readMigrations(before013));
    await db.query("UPDATE schemaversion SET md5 = 'not-the-file' WHERE version = 12");
  });
  rmSync(before013, { recursive: true, force: true });
});
afterAll(async () => {
  await remove?.();
});

async function script(command: 'migrate' | 'status'): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _unused, ...parentEnv } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/db.ts', command], {
      cwd: root, env: { ...parentEnv, LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run db:status', () => {
  it('lists each migration applied or pending, and a changed one as an error', async () => {
    const { code, stdout, stderr } = await script('status');
    expect(stdout).toMatch(/^ {2}001_initial +applied {2}\d{4}-\d\d-\d\d /m);
    expect(stdout).toMatch(/^ {2}012_seed_runs +CHANGED since it was applied/m);
    expect(stdout).toMatch(/^ {2}013_profile_versions +pending$/m);
    expect(stdout).toContain(`11 applied, ${readMigrationFiles().length - 12} pending, 1 changed.`);
    expect(stderr).toContain('error: migration 012_seed_runs was changed after it was applied');
    expect(code).toBe(1);
  });
});

describe('npm run db:migrate', () => {
  it('refuses while an applied migration is changed, then applies what is pending and says so', async () => {
    const refused = await script('migrate');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('migration 012_seed_runs was changed after it was applied');

    const md5 = readMigrationFiles().find((f) => f.version === 12)?.md5;
    await withDb(async (db) => void (await db.query('UPDATE schemaversion SET md5 = $1 WHERE version = 12', [md5 as string])));
    const applied = await script('migrate');
    expect(applied).toMatchObject({ code: 0, stdout: expect.stringContaining('Applied 013_profile_versions\n') });
    expect((await script('status')).stdout).toContain(`${readMigrationFiles().length} applied, 0 pending.`);
  });
});

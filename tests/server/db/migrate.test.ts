import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Postgrator from 'postgrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, migrationStatusOf } from '../../../src/server/db/migrate';
import { migrationPattern, migrationsDir, readMigrationFiles, readMigrations } from '../../../src/server/db/migration-files';
import { migrateAsEarlierRunner } from '../helpers/earlier-runner';
import { recordingDb } from '../helpers/recording-db';
import { createTestDb, type TestDb, testKeys, usePostgres } from '../helpers/test-app';

const files = readMigrationFiles();
const labels = files.map((f) => f.label);
/** The earlier runner's last migration: it was replaced by postgrator after 013. */
const EARLIER_RUNNER_LAST = 13;
const byEarlierRunner = files.filter((f) => f.version <= EARLIER_RUNNER_LAST);
const sincePostgrator = labels.slice(byEarlierRunner.length);
/** A migration a test adds after the released ones. */
const NEXT = (files.at(-1)?.version ?? 0) + 1;
const nextFile = `${String(NEXT).padStart(3, '0')}.do.branch_hours.sql`;
const nextLabel = `${String(NEXT).padStart(3, '0')}_branch_hours`;
const opened: TestDb[] = [];
afterAll(async () => {
  for (const testDb of opened) await testDb.drop();
});

async function emptyDb(): Promise<TestDb> {
  const testDb = await createTestDb({ migrate: false });
  opened.push(testDb);
  return testDb;
}

/** Migrated, from the run's template. */
async function migratedDb(): Promise<TestDb> {
  const testDb = await createTestDb({ seed: false });
  opened.push(testDb);
  return testDb;
}

const versionTable = (db: TestDb['db']) =>
  db.query<{ version: number; name: string; md5: string; runAt: string }>(
    'SELECT version::integer AS version, name, md5, run_at::text AS "runAt" FROM schemaversion WHERE version > 0 ORDER BY version',
  );

/** The migrations folder copied aside, to be changed by a test. */
function migrationsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  cpSync(migrationsDir(), dir, { recursive: true });
  return dir;
}

describe('migrate', () => {
  it('gives a new database every migration, recorded with the checksums postgrator computes', async () => {
    const { db } = await emptyDb();
    expect(await migrate(db, testKeys())).toEqual(labels);
    const computed = await new Postgrator({
      driver: 'pg', migrationPattern: migrationPattern(migrationsDir()), newline: 'LF', execQuery: async () => ({ rows: [] }),
    }).getMigrations();
    expect(labels[0]).toBe('001_initial');
    expect(await versionTable(db)).toEqual(
      computed.map((m) => ({ version: m.version, name: m.name, md5: m.md5, runAt: expect.any(String) })),
    );
    expect(computed.map((m) => m.md5)).toEqual(files.map((f) => f.md5));
  });

  it('applies nothing again, and reads a current database in one statement: no transaction, no lock', async () => {
    const testDb = await migratedDb();
    const { db: counting, sent } = recordingDb(testDb.db);
    expect(await migrate(counting, testKeys())).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('FROM schemaversion');
    expect((await versionTable(testDb.db)).map((r) => r.version)).toEqual(files.map((f) => f.version));
  });

  it('applies a new migration, and only that one', async () => {
    const { db } = await migratedDb();
    const dir = migrationsCopy();
    try {
      writeFileSync(join(dir, nextFile), 'CREATE TABLE branch_hours (day integer PRIMARY KEY);\n');
      expect(await migrate(db, testKeys(), readMigrations(dir))).toEqual([nextLabel]);
      expect(await migrate(db, testKeys(), readMigrations(dir))).toEqual([]);
      expect(await db.query('SELECT day FROM branch_hours')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses, naming it, a migration changed after it was applied, and applies nothing', async () => {
    const { db } = await migratedDb();
    const dir = migrationsCopy();
    try {
      const seedRuns = join(dir, '012.do.seed_runs.sql');
      writeFileSync(seedRuns, readFileSync(seedRuns, 'utf8').replace('text', 'varchar'));
      writeFileSync(join(dir, nextFile), 'CREATE TABLE branch_hours (day integer PRIMARY KEY);\n');
      await expect(migrate(db, testKeys(), readMigrations(dir))).rejects.toThrow(
        /migration 012_seed_runs was changed after it was applied .*restore the released file and make the change in a new migration/,
      );
      expect((await migrationStatusOf(db, readMigrations(dir))).filter((s) => s.state !== 'applied')).toEqual([
        { version: 12, label: '012_seed_runs', state: 'changed', runAt: expect.any(String) },
        { version: NEXT, label: nextLabel, state: 'pending', runAt: null },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(usePostgres)('applies each migration once when two servers migrate at once', async () => {
    const fresh = await emptyDb();
    const other = await fresh.open();
    const [a, b] = await Promise.all([migrate(fresh.db, testKeys()), migrate(other, testKeys())]);
    expect([...a, ...b].sort()).toEqual(labels);
  });
});

describe('a database the earlier runner migrated', () => {
  it('is adopted once, in postgrator\'s table, without running anything again', async () => {
    const { db } = await emptyDb();
    expect(await migrateAsEarlierRunner(db, EARLIER_RUNNER_LAST)).toEqual(byEarlierRunner.map((f) => f.label));
    await db.query("INSERT INTO seed_runs (name, content_hash) VALUES ('kept', 'abc')");
    expect((await migrationStatusOf(db)).map((s) => s.state)).toEqual(
      files.map((f) => (f.version <= EARLIER_RUNNER_LAST ? 'applied' : 'pending')));

    // A migration run again would fail on what it made before, and the transaction would keep nothing: only the
    // migrations released after the earlier runner run.
    expect(await migrate(db, testKeys())).toEqual(sincePostgrator);
    expect(await versionTable(db)).toEqual(files.map((f) => ({ version: f.version, name: f.name, md5: f.md5,
      runAt: f.version <= EARLIER_RUNNER_LAST ? '2026-11-20 10:00:00+00' : expect.any(String) })));
    expect(await db.query('SELECT name FROM seed_runs')).toEqual([{ name: 'kept' }]);
    expect(await db.query('SELECT count(*)::integer AS n FROM schema_migrations')).toEqual([{ n: 13 }]);

    const { db: counting, sent } = recordingDb(db);
    expect(await migrate(counting, testKeys())).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('is adopted as far as it went, then migrated on', async () => {
    const { db } = await emptyDb();
    await migrateAsEarlierRunner(db, 12);
    expect(await migrate(db, testKeys())).toEqual(['013_profile_versions', ...sincePostgrator]);
    expect((await versionTable(db)).map((r) => r.version)).toEqual(files.map((f) => f.version));
  });

  it('keeps the dates of birth of a database from before they were sealed, sealed under the configured key', async () => {
    const { db } = await emptyDb();
    await migrateAsEarlierRunner(db, 6);
    await db.query("INSERT INTO borrowers (borrower_id, first_name, date_of_birth) VALUES (42, 'Ada', '1980-01-15'), (43, 'Bo', NULL)");
    expect(await migrate(db, testKeys())).toEqual(labels.slice(6));
    const rows = await db.query<{ id: number; sealed: string | null }>(
      'SELECT borrower_id AS id, date_of_birth_sealed AS sealed FROM borrowers ORDER BY borrower_id',
    );
    const { pii } = testKeys();
    expect(rows.map((r) => (r.sealed ? pii.open(r.sealed, r.id) : null))).toEqual(['01/15/1980', null]);
  });

  it('is refused when it lists a migration this release has no file for', async () => {
    const { db } = await emptyDb();
    await migrateAsEarlierRunner(db, EARLIER_RUNNER_LAST);
    await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [nextLabel]);
    await expect(migrate(db, testKeys())).rejects.toThrow(new RegExp(`schema_migrations lists ${nextLabel}, which this release has no migration file`));
    expect(await db.query("SELECT to_regclass('schemaversion') AS t")).toEqual([{ t: null }]);
  });
});

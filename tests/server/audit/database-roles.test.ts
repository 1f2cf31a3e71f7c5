// docs/database-roles.sql on a PostgreSQL server: the owner migrates; the application role reads and writes the
// borrower's data and may only add to and read the audit trail. PostgreSQL only (PGlite has one user), with psql.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../src/server/audit/audit-trail';
import { migrate } from '../../../src/server/db/migrate';
import { openPostgres } from '../../../src/server/db/postgres';
import type { Db } from '../../../src/server/db/types';
import { seedDemoData } from '../../../src/server/seed/seed-demo';
import { adminQuery, databaseUrl } from '../helpers/pg-admin';
import { JANE, TEST_PG_URL, testKeys, usePostgres } from '../helpers/test-app';

const suffix = randomBytes(4).toString('hex');
const names = { database: `portal_roles_${suffix}`, owner: `portal_owner_${suffix}`, app: `portal_app_${suffix}` };
const opened: Db[] = [];
/** The SQL file is psql's (its variables and \gexec): without psql there is nothing to run it with. */
const hasPsql = spawnSync('psql', ['--version']).status === 0;

/** The database as `role` (the test server trusts local connections). */
function connectAs(role: string): Db {
  const url = new URL(databaseUrl(TEST_PG_URL, names.database));
  url.username = role;
  const db = openPostgres(url.toString(), () => undefined);
  opened.push(db);
  return db;
}

afterAll(async () => {
  if (!usePostgres || !hasPsql) return;
  for (const db of opened) await db.close();
  await adminQuery(TEST_PG_URL, `DROP DATABASE IF EXISTS ${names.database} WITH (FORCE)`);
  for (const role of [names.app, names.owner]) await adminQuery(TEST_PG_URL, `DROP ROLE IF EXISTS ${role}`);
});

describe.skipIf(!usePostgres || !hasPsql)('the roles of docs/database-roles.sql', () => {
  it('let the application role write the borrower data and add to the trail, never rewrite it', async () => {
    await adminQuery(TEST_PG_URL, `CREATE DATABASE ${names.database}`);
    execFileSync('psql', [databaseUrl(TEST_PG_URL, names.database), '-q', '-v', 'ON_ERROR_STOP=1',
      '-v', `owner=${names.owner}`, '-v', `app=${names.app}`, '-f', 'docs/database-roles.sql'], { stdio: 'pipe' });
    const owner = connectAs(names.owner);
    await migrate(owner, testKeys());
    await seedDemoData(owner, testKeys());

    const app = connectAs(names.app);
    await recordAudit(app, { offerId: 1001, actor: { type: 'borrower', id: String(JANE.borrowerId) }, call: 'RolesCheck', fields: [] });
    const [contact] = await app.query<{ n: number }>(
      'WITH c AS (UPDATE contacts SET email_address = email_address WHERE borrower_id = $1 RETURNING 1) SELECT count(*)::int AS n FROM c',
      [JANE.borrowerId]);
    expect(contact?.n).toBe(1);
    for (const rewrite of ["UPDATE audit_events SET actor = 'x'", 'DELETE FROM audit_events', 'TRUNCATE audit_events']) {
      await expect(app.query(rewrite), rewrite).rejects.toThrow(/permission denied/);
    }
    // The owner may not either: the triggers refuse it.
    await expect(owner.query("UPDATE audit_events SET actor = 'x'")).rejects.toThrow(/append-only/);
    const [count] = await app.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_events WHERE call = 'RolesCheck'");
    expect(count?.n).toBe(1);
  });
});

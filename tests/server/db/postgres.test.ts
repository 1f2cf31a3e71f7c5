// The PostgreSQL adapter survives a connection the server ends (restart, administrator command).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/server/db/postgres';
import type { Db } from '../../../src/server/db/types';
import { TEST_PG_URL, usePostgres } from '../helpers/test-app';

describe.skipIf(!usePostgres)('PostgreSQL adapter', () => {
  let db: Db;
  const lost: Error[] = [];
  beforeAll(() => {
    db = openPostgres(TEST_PG_URL, (error) => lost.push(error));
  });
  afterAll(async () => {
    await db?.close();
  });

  it('reports a lost idle connection instead of crashing, and the next query reconnects', async () => {
    const [backend] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [backend?.pid]);
    await admin.end();
    await expect.poll(() => lost.length).toBe(1);
    expect(lost[0]?.message).toMatch(/terminat/);
    const [row] = await db.query<{ answer: number }>('SELECT 42 AS answer');
    expect(row?.answer).toBe(42);
  });
});

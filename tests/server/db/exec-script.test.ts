// A script of several statements (a migration file) runs as the database itself splits it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/test-app';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ migrate: false });
});
afterAll(async () => {
  await testDb?.drop();
});

const script = `-- The header; a semicolon in a comment ends nothing.
CREATE TABLE scripted (x text DEFAULT 'semi;colon', "odd;name" text);

/* a block; comment */
INSERT INTO scripted (x) VALUES ('it''s; quoted');
CREATE FUNCTION scripted_rows() RETURNS bigint LANGUAGE plpgsql AS $$
  BEGIN
    RETURN (SELECT count(*) FROM scripted); -- inside the body
  END
$$;
INSERT INTO scripted ("odd;name") SELECT $tag$ a ; b $tag$`;

describe('exec', () => {
  it('runs every statement of a script, semicolons in strings, comments and function bodies included', async () => {
    const { db } = testDb;
    await db.exec(script);
    const rows = await db.query<{ x: string; name: string | null }>('SELECT x, "odd;name" AS name FROM scripted ORDER BY x');
    expect(rows).toEqual([{ x: "it's; quoted", name: null }, { x: 'semi;colon', name: ' a ; b ' }]);
    expect(await db.query('SELECT scripted_rows()::int AS n')).toEqual([{ n: 2 }]);
  });

  it('runs inside a transaction, undone with it', async () => {
    const { db } = testDb;
    await expect(db.transaction(async (tx) => {
      await tx.exec('INSERT INTO scripted (x) VALUES (1); INSERT INTO scripted (x) VALUES (2)');
      expect(await tx.query('SELECT scripted_rows()::int AS n')).toEqual([{ n: 4 }]);
      await tx.exec('INSERT INTO scripted (x) VALUES (3); SELECT 1 / 0');
    })).rejects.toMatchObject({ code: '22012' });
    expect(await db.query('SELECT scripted_rows()::int AS n')).toEqual([{ n: 2 }]);
  });
});

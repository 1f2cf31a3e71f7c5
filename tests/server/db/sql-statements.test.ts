import { describe, expect, it } from 'vitest';
import { sqlStatements } from '../../../src/server/db/sql-statements';

describe('sqlStatements', () => {
  it('splits a script at the semicolons that end statements, without the comments before them', () => {
    const script = `-- The header.
CREATE TABLE a (x text DEFAULT 'semi;colon', "odd;name" text);

/* a block; comment */
INSERT INTO a (x) VALUES ('it''s; quoted');
CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM a; -- inside the body
    RETURN NULL;
  END
  $$;
SELECT $tag$ a ; b $tag$, $1;
`;
    expect(sqlStatements(script)).toEqual([
      `CREATE TABLE a (x text DEFAULT 'semi;colon', "odd;name" text)`,
      `INSERT INTO a (x) VALUES ('it''s; quoted')`,
      `CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM a; -- inside the body
    RETURN NULL;
  END
  $$`,
      'SELECT $tag$ a ; b $tag$, $1',
    ]);
  });

  it('keeps a last statement without its semicolon, and refuses a quote never closed', () => {
    expect(sqlStatements('SELECT 1;\nSELECT 2\n-- done\n')).toEqual(['SELECT 1', 'SELECT 2\n-- done']);
    expect(() => sqlStatements("SELECT 'open;")).toThrow(/' opened and never closed/);
  });
});

import { describe, expect, it } from 'vitest';
import { batchedReads, combinedSelect, shiftPlaceholders } from '../../../src/server/db/batched-reads';
import type { Db, SqlParam } from '../../../src/server/db/types';
import { useTestApp } from '../helpers/use-test-app';

describe('shiftPlaceholders and combinedSelect', () => {
  it('numbers each statement’s parameters after the ones before it', () => {
    expect(shiftPlaceholders('a = $1 AND b = ANY($2::int[]) OR c = $10', 3)).toBe('a = $4 AND b = ANY($5::int[]) OR c = $13');
    const combined = combinedSelect([
      { sql: 'SELECT 1 WHERE $1 = $2', params: [1, 2] },
      { sql: 'SELECT 2 WHERE $1 = 3', params: ['x'] },
    ]);
    expect(combined.params).toEqual([1, 2, 'x']);
    expect(combined.sql).toContain('FROM (SELECT 1 WHERE $1 = $2) r) AS r0');
    expect(combined.sql).toContain('FROM (SELECT 2 WHERE $3 = 3) r) AS r1');
  });
});

describe('batchedReads', () => {
  const ctx = useTestApp();
  const counting = (db: Db) => {
    const sent: string[] = [];
    return { sent, db: { query: <T>(sql: string, params?: SqlParam[]) => { sent.push(sql); return db.query<T>(sql, params); } } };
  };

  it('sends reads started together as one statement, each answered with its own rows in order', async () => {
    const { sent, db } = counting(ctx.testDb.db);
    const reads = batchedReads(db);
    const [numbers, none, one] = await Promise.all([
      reads.query<{ n: number }>('SELECT n FROM generate_series(1, $1::int) AS n ORDER BY n DESC', [3]),
      reads.query('SELECT 1 AS n WHERE false'),
      reads.query<{ word: string }>('SELECT $1::text AS word', ['hello']),
    ]);
    expect(sent).toHaveLength(1);
    expect(numbers).toEqual([{ n: 3 }, { n: 2 }, { n: 1 }]);
    expect(none).toEqual([]);
    expect(one).toEqual([{ word: 'hello' }]);
  });

  it('a failing statement fails every read of its batch, and later reads go on', async () => {
    const reads = batchedReads(ctx.testDb.db);
    const results = await Promise.allSettled([reads.query('SELECT 1 AS n'), reads.query('SELECT * FROM no_such_table')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(reads.query('SELECT 2 AS n')).resolves.toEqual([{ n: 2 }]);
  });
});

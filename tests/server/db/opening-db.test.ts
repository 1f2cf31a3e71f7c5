import { describe, expect, it } from 'vitest';
import { openingDb } from '../../../src/server/db/opening-db';
import type { Db } from '../../../src/server/db/types';

describe('openingDb', () => {
  it('holds statements until the database has opened, then passes them on', async () => {
    const sent: string[] = [];
    let open = (_db: Db) => {};
    const opening = new Promise<Db>((resolve) => (open = resolve));
    const db = openingDb('pglite', opening);
    const answer = db.query<{ one: number }>('SELECT 1 AS one');
    await Promise.resolve();
    expect(sent).toEqual([]);
    open({
      kind: 'pglite',
      query: async <T>(sql: string) => { sent.push(sql); return [{ one: 1 }] as T[]; },
      exec: async (script) => { sent.push(script); },
      transaction: async (fn) => fn({
        query: async <T>(sql: string) => { sent.push(`tx: ${sql}`); return [] as T[]; },
        exec: async (script) => { sent.push(`tx: ${script}`); },
      }),
      close: async () => { sent.push('close'); },
    });
    expect(await answer).toEqual([{ one: 1 }]);
    await db.transaction((tx) => tx.query('UPDATE x'));
    await db.close();
    expect(sent).toEqual(['SELECT 1 AS one', 'tx: UPDATE x', 'close']);
  });

  it('rejects every statement when the database fails to open', async () => {
    const db = openingDb('postgres', Promise.reject(new Error('no database')));
    await expect(db.query('SELECT 1')).rejects.toThrow('no database');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread } from '../../../src/server/db/pglite-thread';
import type { Db } from '../../../src/server/db/types';

let dir: string;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-pglite-thread-'));
  db = await openPgliteThread(join(dir, 'pglite'));
  await db.query('CREATE TABLE notes (id integer PRIMARY KEY, body jsonb, at timestamptz)');
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes'))[0]?.n;

describe('PGlite on its own thread', () => {
  it('answers statements with parameters, as PGlite types them', async () => {
    await db.query('INSERT INTO notes VALUES ($1, $2, $3)', [1, JSON.stringify({ a: [1, 'two'] }), new Date('2026-01-02T03:04:05Z')]);
    const [row] = await db.query<{ id: number; body: unknown; at: Date }>('SELECT * FROM notes WHERE id = $1', [1]);
    expect(row).toEqual({ id: 1, body: { a: [1, 'two'] }, at: new Date('2026-01-02T03:04:05Z') });
  });

  it("rejects with PostgreSQL's error fields", async () => {
    await expect(db.query('INSERT INTO notes (id) VALUES (1)')).rejects.toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    await expect(db.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
  });

  it('commits a transaction, rolls back one that throws', async () => {
    await db.transaction(async (tx) => tx.query('INSERT INTO notes (id) VALUES (2)'));
    await expect(db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id) VALUES (3)');
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect(await count()).toBe(2);
  });

  it('holds statements from outside a transaction until it ends', async () => {
    let inside = () => {};
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id) VALUES (4)');
      inside();
      await finished;
      await tx.query('INSERT INTO notes (id) VALUES (5)');
    });
    await entered;
    const outside = count();
    finish();
    await transaction;
    expect(await outside).toBe(4);
  });

  it('runs a script of several statements, in a transaction too', async () => {
    await db.exec("INSERT INTO notes (id, body) VALUES (10, '\"a;b\"'); INSERT INTO notes (id) VALUES (11)");
    await db.transaction((tx) => tx.exec('DELETE FROM notes WHERE id = 11; INSERT INTO notes (id) VALUES (12)'));
    await expect(db.exec('DELETE FROM notes WHERE id = 10; SELEC 1')).rejects.toMatchObject({ code: '42601' });
    const rows = await db.query<{ id: number; body: unknown }>('SELECT id, body FROM notes WHERE id >= 10 ORDER BY id');
    expect(rows).toEqual([{ id: 10, body: 'a;b' }, { id: 12, body: null }]);
    await db.query('DELETE FROM notes WHERE id >= 10');
  });

  it('orders transactions one after another', async () => {
    await Promise.all([6, 7, 8].map((id) => db.transaction(async (tx) => {
      const before = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM notes');
      await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [id, JSON.stringify(before[0]?.n)]);
    })));
    const bodies = await db.query<{ body: number }>('SELECT body FROM notes WHERE id >= 6 ORDER BY id');
    expect(bodies.map((b) => b.body)).toEqual([4, 5, 6]);
  });
});

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, SqlParam } from './types';

/** Embedded adapter; `dataDir` null = in-memory (tests). PGlite runs one statement at a time. */
export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: SqlParam[] = []): Promise<T[]> {
      const result = await pg.query<T>(sql, params);
      return result.rows;
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params: SqlParam[] = []): Promise<R[]> {
            const result = await tx.query<R>(sql, params);
            return result.rows;
          },
        }),
      );
    },
    async close(): Promise<void> {
      await pg.close();
    },
  };
}

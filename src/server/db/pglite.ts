import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteSettings } from './pglite-settings';
import type { Db, SqlParam, Transaction } from './types';

/** The embedded database can also be written out whole (tests start each file from one such copy). */
export interface PgliteDb extends Db {
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded adapter; `dataDir` null = in-memory (tests), started from `loadDataDir` (a `dumpDataDir` tarball) when
 * given.
 */
export async function openPglite(dataDir: string | null, opts: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...opts, ...pgliteSettings });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: SqlParam[] = []): Promise<T[]> {
      const result = await pg.query<T>(sql, params);
      return result.rows;
    },
    async exec(script: string): Promise<void> {
      await pg.exec(script);
    },
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      return pg.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params: SqlParam[] = []): Promise<R[]> {
            const result = await tx.query<R>(sql, params);
            return result.rows;
          },
          async exec(script: string): Promise<void> {
            await tx.exec(script);
          },
        }),
      );
    },
    async close(): Promise<void> {
      await pg.close();
    },
    async dumpDataDir(): Promise<Blob> {
      return pg.dumpDataDir('none');
    },
  };
}

import { join } from 'node:path';
import type { Config } from '../config';
import type { Db } from './types';

/**
 * Only the adapter in use is loaded: a start on PGlite never reads pg, a server on PostgreSQL never boots PGlite.
 * The embedded database runs on its own thread.
 */
export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return (await import('./postgres')).openPostgres(config.databaseUrl);
  return (await import('./pglite-thread')).openPgliteThread(join(config.dataDir, 'pglite'));
}

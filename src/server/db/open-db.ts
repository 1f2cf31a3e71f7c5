import { join } from 'node:path';
import type { Config } from '../config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(join(config.dataDir, 'pglite'));
}

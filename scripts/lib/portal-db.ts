// Opens the portal's database for an operator script, as the server does (config from the environment, migrations
// applied). The embedded database has one user at a time, so the script refuses while the server holds it.
import { loadConfig, type Config } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { openDb } from '../../src/server/db/open-db';
import type { Db } from '../../src/server/db/types';
import { piiCipherOf, type PiiCipher } from '../../src/server/pii/pii-cipher';

async function serverIsUp(port: number): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
    return answer.ok;
  } catch {
    return false;
  }
}

/** The database as it is, migrations not applied (the migrations' own script). */
export async function openOperatorDb(): Promise<{ config: Config; db: Db; pii: PiiCipher }> {
  const config = loadConfig();
  if (!config.databaseUrl && (await serverIsUp(config.port))) {
    throw new Error(
      `The portal is running on port ${config.port} with the embedded database, which has one user at a time: ` +
        'stop it first (or set DATABASE_URL to use PostgreSQL, which the server and this script can share).',
    );
  }
  return { config, db: await openDb(config), pii: piiCipherOf(config) };
}

export async function openPortalDb(): Promise<{ config: Config; db: Db; pii: PiiCipher }> {
  const opened = await openOperatorDb();
  await migrate(opened.db, { pii: opened.pii });
  return opened;
}

import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { piiCipherOf } from './pii/pii-cipher';
import { resealDatesOfBirth } from './pii/reseal-dates-of-birth';
import { deleteExpiredLoginCodes } from './repositories/login-codes';
import { deleteExpiredSessions } from './repositories/sessions';
import { demoLinks, seedDemoData } from './seed/seed-demo';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  const pii = piiCipherOf(config);
  const applied = await migrate(db, { pii });
  await resealDatesOfBirth(db, pii);
  if (config.seedDemoData) await seedDemoData(db, { piiHashKey: config.piiHashKey, pii });
  const app = await buildApp({ config, db });
  app.addHook('onClose', async () => db.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ migrationsApplied: applied, database: db.kind }, 'server ready');
  // Housekeeping after the first answer can be given: an expired session or code is refused whether deleted or not.
  await Promise.all([deleteExpiredSessions(db), deleteExpiredLoginCodes(db)]).catch((error: unknown) =>
    app.log.warn({ err: error }, 'expired sessions and sign-in codes not deleted'),
  );
  if (config.seedDemoData) {
    const base = `http://localhost:${config.port}`;
    process.stdout.write(`Demo offer links:\n${demoLinks(base).map((l) => `  ${l}`).join('\n')}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

import { loadConfig } from './config';
import { openDb } from './db/open-db';
import { openingDb } from './db/opening-db';

// Only configuration and the database adapter load before the database starts opening (PGlite on its own thread);
// the server's modules load and its routes are built meanwhile.
async function main(): Promise<void> {
  const config = loadConfig();
  const opened = openDb(config);
  const preparation = import('./prepare-database').then((module) => module.databasePreparation(config));
  const prepared = Promise.all([opened, preparation]).then(([db, prepare]) => prepare(db));
  // Settled here, awaited below: a failed open is reported once, by the await.
  prepared.catch(() => undefined);
  const [{ buildApp }, { deleteExpiredSessions }, { demoLinks }] = await Promise.all([
    import('./app'), import('./auth/sessions'), import('./seed/seed-demo'),
  ]);
  const db = openingDb(config.databaseUrl ? 'postgres' : 'pglite', opened);
  const app = await buildApp({ config, db });
  app.addHook('onClose', async () => db.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  const { migrationsApplied } = await prepared;
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ migrationsApplied, database: db.kind }, 'server ready');
  // Housekeeping after the first answer can be given: an expired session is refused whether deleted or not.
  await deleteExpiredSessions(db).catch((error: unknown) => app.log.warn({ err: error }, 'expired sessions not deleted'));
  if (config.seedDemoData) {
    process.stdout.write(`Demo offer links:\n${demoLinks(config.publicUrl).map((l) => `  ${l}`).join('\n')}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

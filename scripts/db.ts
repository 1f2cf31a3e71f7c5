// npm run db:migrate | db:status: the database's migrations (src/server/db/migrations), on the embedded database
// under DATA_DIR or on DATABASE_URL. Status lists each migration; a changed applied one is an error (exit 1).
import type { Config } from '../src/server/config';
import { migrate, migrationStatusOf } from '../src/server/db/migrate';
import { type MigrationStatus, migrationProblems } from '../src/server/db/migration-status';
import { openOperatorDb } from './lib/portal-db';

const USAGE = 'usage: npm run db:migrate | npm run db:status';
const command = process.argv[2];

/** Where the database is, without a password. */
function databaseName(config: Config): string {
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

const STATE_TEXT: Record<MigrationStatus['state'], string> = {
  applied: 'applied',
  pending: 'pending',
  changed: 'CHANGED since it was applied',
  unrecorded: 'applied by a later release (no file here)',
};

function statusLines(statuses: MigrationStatus[]): string[] {
  const width = Math.max(...statuses.map((s) => s.label.length));
  return statuses.map((s) => `  ${s.label.padEnd(width)}  ${STATE_TEXT[s.state]}${s.runAt && s.state !== 'pending' ? `  ${s.runAt}` : ''}`);
}

async function run(): Promise<number> {
  if (command !== 'migrate' && command !== 'status') throw new Error(USAGE);
  const { config, db, pii } = await openOperatorDb();
  try {
    if (command === 'migrate') {
      const applied = await migrate(db, { pii });
      const lines = applied.length > 0 ? applied.map((label) => `Applied ${label}`) : ['Nothing to apply: every migration is applied.'];
      process.stdout.write(`Migrating ${databaseName(config)}\n${lines.join('\n')}\n`);
      return 0;
    }
    const statuses = await migrationStatusOf(db);
    const count = (state: MigrationStatus['state']) => statuses.filter((s) => s.state === state).length;
    process.stdout.write(
      `Migrations of ${databaseName(config)}:\n${statusLines(statuses).join('\n')}\n` +
        `${count('applied')} applied, ${count('pending')} pending${count('changed') ? `, ${count('changed')} changed` : ''}.\n`,
    );
    const problems = migrationProblems(statuses);
    if (problems.length === 0) return 0;
    process.stderr.write(`${problems.map((p) => `error: ${p}`).join('\n')}\n`);
    return 1;
  } finally {
    await db.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);

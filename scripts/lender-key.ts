// npm run lender-key -- create SYSTEM [LABEL] | list | revoke KEY: the lender's systems and their API keys. A key is
// printed once, when created, and stored only as its hash; a system keeps its offers while its keys are rotated.
import { lenderKeyCommand, parseLenderKeyArgs } from '../src/server/lender/keys/lender-key-command';
import { openPortalDb } from './lib/portal-db';

async function run(): Promise<void> {
  const request = parseLenderKeyArgs(process.argv.slice(2));
  const { db } = await openPortalDb();
  try {
    process.stdout.write(await lenderKeyCommand(db, request));
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

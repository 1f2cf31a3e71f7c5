// npm run lender-key -- create NAME | revoke NAME | list: API keys of the lender's systems. A key is printed once,
// when created, and stored only as its hash.
import { createLenderKey, lenderKeys, revokeLenderKeyNamed } from '../src/server/lender/lender-keys';
import { openPortalDb } from './lib/portal-db';

const USAGE = 'usage: npm run lender-key -- create NAME | revoke NAME | list';
const [command, name] = process.argv.slice(2);

async function run(): Promise<void> {
  if (!(command === 'list' || ((command === 'create' || command === 'revoke') && name))) throw new Error(USAGE);
  const { db } = await openPortalDb();
  try {
    if (command === 'create' && name) {
      const key = await createLenderKey(db, name);
      process.stdout.write(`Lender key "${name}" (shown once; store it in the calling system's secrets):\n${key}\n`);
    } else if (command === 'revoke' && name) {
      await revokeLenderKeyNamed(db, name);
      process.stdout.write(`Lender key "${name}" revoked.\n`);
    } else {
      for (const k of await lenderKeys(db)) {
        process.stdout.write(`${k.name}\tcreated ${k.createdAt}\t${k.revokedAt ? `revoked ${k.revokedAt}` : 'live'}\n`);
      }
    }
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

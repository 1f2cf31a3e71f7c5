// npm run lender-webhook -- set SYSTEM HTTPS-URL | list | remove SYSTEM: where a lender system's webhook events go.
// The signing secret is printed once, when the endpoint is set.
import { lenderWebhookCommand, parseLenderWebhookArgs } from '../src/server/lender/webhooks/lender-webhook-command';
import { openPortalDb } from './lib/portal-db';

async function run(): Promise<void> {
  const request = parseLenderWebhookArgs(process.argv.slice(2));
  const { config, db } = await openPortalDb();
  try {
    process.stdout.write(await lenderWebhookCommand(db, request, config.webhookAllowLoopbackHttp));
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

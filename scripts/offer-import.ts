// npm run offer:import -- offers.json: loads offers (one CreateOffer body or a list) for a lender without an
// integration; prints each borrower's offer link.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { importOffers, OfferImportError } from '../src/server/lender/create-offer/import-offers';
import { openPortalDb } from './lib/portal-db';

async function run(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run offer:import -- offers.json');
  const content: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const { config, db, pii } = await openPortalDb();
  const base = process.env.PUBLIC_URL ?? `http://localhost:${config.port}`;
  try {
    const results = await importOffers(db, content, { pii, piiHashKey: config.piiHashKey, source: `offer-import:${basename(file)}` });
    for (const r of results) {
      process.stdout.write(`Offer ${r.offerId}: ${r.outcome}\n`);
      for (const a of r.applications) {
        process.stdout.write(`  borrower ${a.borrowerId}: ${base}/offer/${a.offerLinkId}/${a.applicationLinkId}\n`);
      }
    }
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  if (error instanceof OfferImportError) {
    process.stderr.write(`${error.message}\n${error.fields.map((f) => `  ${f.field}: ${f.message}`).join('\n')}\n`);
  } else {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});

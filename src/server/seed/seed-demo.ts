import { hashPassword } from '../auth/password';
import type { Db, Queryable } from '../db/types';
import { AppError } from '../errors';
import { createOffer } from '../lender/create-offer/create-offer';
import type { PiiCipher } from '../pii/pii-cipher';
import { hasAccount, insertDemoAccount, setDemoJourneyState } from '../repositories/demo-seed';
import { demoOffers } from './demo-data';
import { demoOfferDocument } from './demo-offer-documents';
import type { DemoBorrower, DemoOffer } from './demo-types';

/**
 * The demo enters through CreateOffer, as a lender's offers do, then each scenario is put where it stands on the
 * journey. Running it again changes nothing: an unchanged offer is left as it is, and an offer a borrower has
 * worked on is never overwritten (CreateOffer refuses it; the seed keeps it).
 */
export async function seedDemoData(
  db: Db,
  { piiHashKey, pii }: { piiHashKey: string; pii: PiiCipher },
): Promise<{ borrowersInserted: number }> {
  return db.transaction(async (tx) => {
    let borrowersInserted = 0;
    for (const offer of demoOffers) {
      const outcome = await createDemoOffer(tx, offer, { piiHashKey, pii });
      if (outcome !== 'created' && outcome !== 'replaced') continue;
      await setDemoJourneyState(tx, offer);
      for (const b of offer.borrowers) await seedDemoAccount(tx, b);
      borrowersInserted += offer.borrowers.length;
    }
    return { borrowersInserted };
  });
}

async function createDemoOffer(tx: Queryable, offer: DemoOffer, keys: { piiHashKey: string; pii: PiiCipher }): Promise<string> {
  try {
    const result = await createOffer(tx, demoOfferDocument(offer), {
      lenderKey: null, systemActor: 'demo-seed', lenderIdLinks: true, ...keys,
    });
    return result.outcome;
  } catch (error) {
    if (error instanceof AppError && error.code === 'OFFER_IN_PROGRESS') return 'kept';
    throw error;
  }
}

/** Hashes the demo password only when the borrower has no account yet. */
async function seedDemoAccount(db: Queryable, b: DemoBorrower): Promise<void> {
  if (b.accountPassword === null || (await hasAccount(db, b.borrowerId))) return;
  await insertDemoAccount(db, b.borrowerId, b.contact.email, await hashPassword(b.accountPassword));
}

/** The demo links printed at start: /offer/{offerId}/{borrowerId}. */
export function demoLinks(baseUrl: string): string[] {
  return demoOffers.flatMap((o) => o.borrowers.map((b) => `${baseUrl}/offer/${o.offerId}/${b.borrowerId}`));
}

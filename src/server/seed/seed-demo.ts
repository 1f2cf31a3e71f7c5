import { sha256 } from '../auth/crypto';
import { hashPassword } from '../sign-in/password';
import { canonicalJson } from '../../shared/canonical-json';
import type { OfferDocument } from '../lender/create-offer/offer-document';
import type { Db, Queryable } from '../db/types';
import { AppError } from '../errors';
import { createOffer } from '../lender/create-offer/create-offer';
import type { PiiCipher } from '../pii/pii-cipher';
import { hasAccount, insertDemoAccount, setDemoJourneyState } from './demo-seed';
import { findSeedHash, saveSeedHash } from './seed-runs';
import { demoOffers } from './demo-data';
import { demoOfferDocument } from './demo-offer-documents';
import type { DemoBorrower } from './demo-types';

const SEED_NAME = 'demo';

/** The demo's offer documents and the hash of their content (the marker a start compares). */
export interface DemoSeed {
  documents: { offer: (typeof demoOffers)[number]; document: OfferDocument }[];
  contentHash: string;
}

/** Pure work, tens of milliseconds: a start does it while the database is still opening. */
export function demoSeed(): DemoSeed {
  const documents = demoOffers.map((offer) => ({ offer, document: demoOfferDocument(offer) }));
  return { documents, contentHash: sha256(canonicalJson(documents)) };
}

/**
 * The demo enters through CreateOffer, as a lender's offers do, then each scenario is put where it stands on the
 * journey. Running it again changes nothing: an unchanged offer is left as it is, and an offer a borrower has
 * worked on is never overwritten (CreateOffer refuses it; the seed keeps it). A start whose demo content is the one
 * last seeded reads one marker row and nothing else.
 */
export async function seedDemoData(
  db: Db,
  { piiHashKey, pii }: { piiHashKey: string; pii: PiiCipher },
  { documents, contentHash }: DemoSeed = demoSeed(),
): Promise<{ borrowersInserted: number }> {
  if ((await findSeedHash(db, SEED_NAME)) === contentHash) return { borrowersInserted: 0 };
  return db.transaction(async (tx) => {
    let borrowersInserted = 0;
    for (const { offer, document } of documents) {
      const outcome = await createDemoOffer(tx, document, { piiHashKey, pii });
      if (outcome !== 'created' && outcome !== 'replaced') continue;
      await setDemoJourneyState(tx, offer);
      for (const b of offer.borrowers) await seedDemoAccount(tx, b);
      borrowersInserted += offer.borrowers.length;
    }
    await saveSeedHash(tx, SEED_NAME, contentHash);
    return { borrowersInserted };
  });
}

async function createDemoOffer(tx: Queryable, document: OfferDocument, keys: { piiHashKey: string; pii: PiiCipher }): Promise<string> {
  try {
    const result = await createOffer(tx, document, {
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

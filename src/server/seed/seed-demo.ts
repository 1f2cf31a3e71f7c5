import { piiHash } from '../auth/crypto';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/types';
import type { Queryable } from '../db/types';
import {
  hasAccount, insertDemoAccount, insertDemoApplication, insertDemoBorrower, insertDemoBorrowerDetails,
  insertDemoEmploymentAndAssets, insertDemoOffer, insertDemoProperty, linkDemoJointBorrower, setDemoSubmitter,
} from '../repositories/demo-seed';
import { insertIdentityHashes } from '../repositories/identity';
import type { PiiCipher } from '../pii/pii-cipher';
import { demoOffers } from './demo-data';
import { seedDemoSteps2to5 } from './demo-steps2to5';
import type { DemoBorrower } from './demo-types';

/**
 * Idempotent: inserts only what does not exist, keyed by the natural ids. A borrower's prior-loan data is seeded
 * only together with the borrower row, so data a borrower has saved is never overwritten or resurrected.
 */
export async function seedDemoData(
  db: Db,
  { piiHashKey, pii }: { piiHashKey: string; pii: PiiCipher },
): Promise<{ borrowersInserted: number }> {
  return db.transaction(async (tx) => {
    let borrowersInserted = 0;
    for (const offer of demoOffers) {
      await insertDemoOffer(tx, offer);
      const fresh: DemoBorrower[] = [];
      for (const b of offer.borrowers) {
        if (await insertDemoBorrower(tx, b, pii.seal(b.dateOfBirth, b.borrowerId))) fresh.push(b);
        await insertIdentityHashes(tx, b.borrowerId, {
          ssnLastSixHash: piiHash(piiHashKey, 'ssn', b.ssnLastSix),
          dateOfBirthHash: piiHash(piiHashKey, 'dob', b.dateOfBirth),
        });
        await insertDemoApplication(tx, offer.offerId, b);
      }
      for (const b of fresh) {
        if (b.jointCreditBorrowerId !== null) await linkDemoJointBorrower(tx, b);
        await insertDemoBorrowerDetails(tx, b);
        await insertDemoEmploymentAndAssets(tx, b);
      }
      await seedDemoSteps2to5(tx, offer, fresh);
      if (offer.submittedByBorrowerId !== null) await setDemoSubmitter(tx, offer.offerId, offer.submittedByBorrowerId);
      for (const b of offer.borrowers) await seedDemoAccount(tx, b);
      if (fresh.length === offer.borrowers.length) {
        const applicationIds = offer.borrowers.map((b) => b.applicationId);
        for (const p of offer.properties) await insertDemoProperty(tx, offer.offerId, applicationIds, p);
      }
      borrowersInserted += fresh.length;
    }
    return { borrowersInserted };
  });
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

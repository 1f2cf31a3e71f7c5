import { piiHash } from '../../auth/crypto';
import type { Queryable } from '../../db/types';
import type { PiiCipher } from '../../pii/pii-cipher';
import {
  insertApplication, linkJointCreditBorrower, saveIdentityHashes, upsertBorrower, upsertOffer,
} from './offer-intake';
import { insertFinanceRecords } from './offer-intake-finances';
import { insertIncomeRecords } from './offer-intake-income';
import { writePersonRecords } from './offer-intake-person';
import { insertProperty } from './offer-intake-properties';
import type { OfferDocument } from './offer-document';
import { writeAnswers } from './write-answers';

export interface WriteOfferOptions {
  lenderSystemId: number | null;
  lenderKeyId: number | null;
  bodyHash: string;
  lenderIdLinks: boolean;
  /** The link id each borrower already has on this offer, kept through a replacement. */
  keptLinkIds: ReadonlyMap<number, string>;
  pii: PiiCipher;
  piiHashKey: string;
}

/**
 * Writes a whole offer document over an offer with no applications (new, or cleared for a replacement). A borrower
 * the offer had before gets their link id back; a new borrower gets a new one. The date of birth is sealed and SSN
 * and date of birth are kept as keyed hashes only.
 */
export async function writeOffer(tx: Queryable, doc: OfferDocument, opts: WriteOfferOptions): Promise<void> {
  await upsertOffer(tx, doc, opts);
  const applicationOf = new Map<number, number>();
  for (const [i, b] of doc.borrowers.entries()) {
    await upsertBorrower(tx, b, opts.pii.seal(b.dateOfBirth, b.borrowerId));
    await saveIdentityHashes(tx, b.borrowerId, piiHash(opts.piiHashKey, 'ssn', b.ssnLastSix),
      piiHash(opts.piiHashKey, 'dob', b.dateOfBirth));
    const linkId = opts.keptLinkIds.get(b.borrowerId) ?? (opts.lenderIdLinks ? String(b.borrowerId) : null);
    applicationOf.set(b.borrowerId, await insertApplication(tx, doc.offerId, b, i + 1, linkId));
  }
  for (const b of doc.borrowers) {
    const applicationId = applicationOf.get(b.borrowerId) ?? 0;
    if (b.jointCreditBorrowerId) await linkJointCreditBorrower(tx, applicationId, b.jointCreditBorrowerId);
    await writePersonRecords(tx, b);
    await insertIncomeRecords(tx, applicationId, b);
    await insertFinanceRecords(tx, applicationId, b, applicationOf);
    await writeAnswers(tx, applicationId, b);
  }
  for (const p of doc.properties ?? []) {
    const owners = p.ownerBorrowerIds.map((id) => applicationOf.get(id) ?? 0);
    await insertProperty(tx, doc.offerId, p, owners);
  }
}

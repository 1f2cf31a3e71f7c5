import { recordAudit } from '../../audit/audit-trail';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { OfferStatus } from '../../journey/status-names';
import type { PiiCipher } from '../../pii/pii-cipher';
import type { LenderKey } from '../keys/key-records';
import { lenderActorId } from '../keys/lender-keys';
import { findLenderOffer } from '../audit-trail/lender-offers';
import { loadDeal } from './load-deal';
import { mismoDocument } from './mismo-document';
import { toXml } from './to-xml';

/**
 * ExportMismo: the key's Submitted offer as a MISMO 3.4 document. The read and its audit event are one transaction,
 * so an export is never sent unrecorded; a refusal (unknown offer, not submitted) records nothing.
 */
export async function exportMismo(db: Db, pii: PiiCipher, key: LenderKey, offerId: number, now: Date = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const offer = await findLenderOffer(tx, key, offerId);
    if (offer.offerStatusId !== OfferStatus.SUBMITTED) throw new AppError('EXPORT_NOT_SUBMITTED');
    const xml = toXml(mismoDocument(await loadDeal(tx, pii, offerId), now));
    await recordAudit(tx, { offerId, actor: { type: 'lender', id: lenderActorId(key) }, call: 'ExportMismo', fields: [] });
    return xml;
  });
}

import type { BorrowerProfile } from '../../../shared/api/borrower-data';
import type { OfferRecord } from '../../offer/offers';

/** What the export reads: the offer and, in the loan's borrower order, each active borrower's application record. */
export interface MismoDeal {
  offer: OfferRecord;
  borrowers: BorrowerProfile[];
}

import type { LinkId } from './offer';

/** Landing page form `{ offerID, borrowerId }`; consent page form `{ OfferID, DestinyCustomerRecordID }`: link ids. */
export type UpdateBorrowerConsentBody =
  | { offerID: LinkId; borrowerId: LinkId }
  | { OfferID: LinkId; DestinyCustomerRecordID: LinkId };

export interface UpdateBorrowerConsentResponse {
  hasSignedConsent: true;
  offerStatusID: number;
}

/** Landing page form `{ offerID, borrowerId }`; consent page form `{ OfferID, DestinyCustomerRecordID }`. */
export type UpdateBorrowerConsentBody =
  | { offerID: number; borrowerId: number }
  | { OfferID: number; DestinyCustomerRecordID: number };

export interface UpdateBorrowerConsentResponse {
  hasSignedConsent: true;
  offerStatusID: number;
}

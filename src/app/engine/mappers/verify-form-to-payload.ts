import type { LinkId } from '../../../shared/api';
import type { VerifyContactBody } from '../../../shared/api/generated/types';

export interface VerifyFormData {
  [key: string]: unknown;
  ssn?: string;
  dateOfBirth?: string;
}

/** The offer link's identifiers: `/offer/{offerId}/{userId}` (userId == CustomerRecordId). */
export interface OfferLink {
  offerId: LinkId;
  userId: LinkId;
  loanNumber?: string | null;
}

/** `identity/verify` form data + the offer link -> VerifyContact body. */
export function verifyFormToPayload(form: VerifyFormData, link: OfferLink): VerifyContactBody {
  return {
    dateOfBirth: form.dateOfBirth ?? '',
    ssn: form.ssn ?? '',
    customerRecordID: link.userId,
    offerID: link.offerId,
    ...(link.loanNumber ? { loanNumber: link.loanNumber } : {}),
  };
}

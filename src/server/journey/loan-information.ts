import type { LoanInformationDto } from '../../shared/api/generated/types';
import type { OfferRecord } from '../offer/offers';

export function loanInformation(offer: OfferRecord): LoanInformationDto {
  return {
    offerId: offer.linkId,
    // line1 plus line2 or unit (the spec's formattedAddressLine).
    propertyStreetAddress: [offer.address.line1, offer.address.line2 ?? offer.address.unit].filter(Boolean).join(', ') || null,
    propertyCity: offer.address.city,
    propertyState: offer.address.state,
    propertyZipCode: offer.address.zipcode,
    loanPurpose: offer.loanPurpose,
    loanAmount: offer.loanAmount,
    appraisedValue: offer.appraisedValue,
    mortgageType: offer.loanType,
  };
}

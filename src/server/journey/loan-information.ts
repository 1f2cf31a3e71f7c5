import type { LoanInformationDto } from '../../shared/api/journey';
import type { OfferRecord } from '../repositories/offers';

export function loanInformation(offer: OfferRecord): LoanInformationDto {
  return {
    offerId: offer.offerId,
    propertyStreetAddress: offer.address.line1,
    propertyCity: offer.address.city,
    propertyState: offer.address.state,
    propertyZipCode: offer.address.zipcode,
    loanPurpose: offer.loanPurpose,
    loanAmount: offer.loanAmount,
    appraisedValue: offer.appraisedValue,
    mortgageType: offer.loanType,
  };
}

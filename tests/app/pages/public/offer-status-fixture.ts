import type { OfferStatusResponse } from '../../../../src/shared/api';

export function offerStatusFixture(overrides: Partial<OfferStatusResponse> = {}): OfferStatusResponse {
  return {
    offerId: '1007',
    offerStatusID: 6,
    submittedBorrower: { firstName: 'Ana', lastName: 'Lopez' },
    unconsentedBorrowers: [{ customerRecordId: 5009, firstName: 'Carlos', lastName: 'Lopez' }],
    borrowerInfo: [],
    loanInformationDto: {
      offerId: '1007',
      propertyStreetAddress: '12 Maple Street',
      propertyCity: 'Springfield',
      propertyState: 'IL',
      propertyZipCode: '62701',
      loanPurpose: 'Refinance',
      loanAmount: 320000,
      appraisedValue: 450000,
      mortgageType: 'Conventional',
    },
    isOfferReset: false,
    gmiAndDeclarationsFlag: true,
    ...overrides,
  };
}

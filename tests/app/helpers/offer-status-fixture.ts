import type { OfferStatusResponse } from '../../../src/shared/api/generated/types';
import { loanInformationFixture } from './loan-information-fixture';

export function offerStatusFixture(overrides: Partial<OfferStatusResponse> = {}): OfferStatusResponse {
  return {
    offerId: '1007',
    offerStatusID: 6,
    submittedBorrower: { firstName: 'Ana', lastName: 'Lopez' },
    unconsentedBorrowers: [{ customerRecordId: 5009, firstName: 'Carlos', lastName: 'Lopez' }],
    borrowerInfo: [],
    loanInformationDto: loanInformationFixture('1007'),
    isOfferReset: false,
    gmiAndDeclarationsFlag: true,
    ...overrides,
  };
}

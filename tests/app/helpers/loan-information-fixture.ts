import type { LoanInformationDto } from '../../../src/shared/api/generated/types';

/** The loan card of the dashboard and the status pages: 12 Maple Street, a $320,000 conventional refinance. */
export function loanInformationFixture(offerId: string): LoanInformationDto {
  return {
    offerId,
    propertyStreetAddress: '12 Maple Street',
    propertyCity: 'Springfield',
    propertyState: 'IL',
    propertyZipCode: '62701',
    loanPurpose: 'Refinance',
    loanAmount: 320000,
    appraisedValue: 450000,
    mortgageType: 'Conventional',
  };
}

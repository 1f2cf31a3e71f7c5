import type { OfferResponse } from '../../../src/shared/api';

export function offerFixture(overrides: Partial<OfferResponse> = {}): OfferResponse {
  return {
    loanId: 9001,
    loanRecordId: 9101,
    loanNumber: '0012345678',
    loanStatus: 'Active',
    occupancyType: 'Primary',
    loanType: 'Conventional',
    mortgageType: 'Conventional',
    loanPurpose: 'Refinance',
    loanAmount: 320000,
    appraisedValue: 450000,
    address: {
      line1: '12 Maple Street',
      line2: null,
      unit: 'Apt 4',
      city: 'Springfield',
      state: 'IL',
      county: 'Sangamon',
      zipcode: '62701',
      country: 'US',
    },
    options: [
      {
        offerDetails: {
          offer: { payment: 1825.5 },
          benefit: { monthlySavings: 312.25, lifetimeSavings: 48210 },
          disclaimers: { companyDisclaimers: 'Company disclaimer.', productDisclaimers: null, stateDisclaimers: null },
        },
      },
    ],
    currentPrincipalAndInterest: 2137.75,
    offerStatusID: 2,
    currentBorrowerFirstName: 'Jane',
    currentBorrowerLastName: 'Doe',
    loanOfficerName: 'Sam Officer',
    brokerageName: 'Acme Brokerage',
    hasSignedConsent: false,
    maintenanceMode: false,
    isAccountLocked: false,
    currentCustomerRecordId: 5001,
    disclaimer: 'Offer disclaimer.',
    isNonServicedLoan: false,
    ...overrides,
  };
}

import type { ScreenContext } from '../../../../../src/app/engine/mappers/types';
import type { BorrowerProfile, LenderInfo, PropertyInfo } from '../../../../../src/shared/api';
import { profileFixture } from '../../fixtures';

export const lender = (over: Partial<LenderInfo> = {}): LenderInfo => ({
  liabilityId: 10021, holderName: 'Heartland Savings Bank', account: '5512098', liabilityTypeId: 7, mortgageTypeId: 1,
  creditLimit: null, monthlyPaymentAmount: 1215.4, unpaidBalanceAmount: 168900, applicationIds: [7002, 7003],
  realEstateOwnedId: 10021, activeInd: true, ...over,
});

export const secondHome = (over: Partial<PropertyInfo> = {}): PropertyInfo => ({
  realEstateOwnedId: 10021,
  address: { addressId: 10021, streetAddress: '14 Bluff Rd', unitNum: null, city: 'Galena', state: 'IL', zipCode: '61036', country: 'US' },
  applicationIds: [7002, 7003], propertyValue: 285000, occupancyTypeId: 3, monthlyRentGross: null, monthlyExpense: null,
  monthlyRentNet: null, propertyStatusTypeId: 1, monthlyHazardInsurance: 95, monthlyTaxes: 410.5, monthlyAssociationDues: 0,
  existingLoanInd: true, subjectPropertyInd: false, activeInd: true,
  liabilities: [
    lender(),
    lender({ liabilityId: 10022, holderName: 'Peoria Community Credit Union', account: '88120', liabilityTypeId: 6,
      mortgageTypeId: null, creditLimit: 40000, monthlyPaymentAmount: 185, unpaidBalanceAmount: 12500 }),
    lender({ liabilityId: 10023, holderName: 'Old Lender', activeInd: false }),
  ],
  ...over,
});

export const subjectHome = (): PropertyInfo => secondHome({
  realEstateOwnedId: 10029,
  address: { addressId: 10029, streetAddress: '77 Oak Ave', unitNum: null, city: 'Peoria', state: 'IL', zipCode: '61602', country: 'US' },
  occupancyTypeId: 2, subjectPropertyInd: true, monthlyHazardInsurance: null, monthlyTaxes: null, monthlyAssociationDues: null,
  liabilities: [lender({ liabilityId: 10029, holderName: 'Bluebird Servicing', realEstateOwnedId: 10029, mortgageTypeId: 2 })],
});

const john = { borrowerId: 5002, applicationId: 7002, firstName: 'John', lastName: 'Smith' };
const mary = { borrowerId: 5003, applicationId: 7003, firstName: 'Mary', lastName: 'Smith' };

/** John Smith (7002) on offer 1002 with Mary; `single` leaves John the only borrower. */
export function smithProfile(opts: { single?: boolean; properties?: PropertyInfo[] } = {}): BorrowerProfile {
  return {
    ...profileFixture({ firstName: 'John', lastName: 'Smith' }),
    applicationId: 7002, offerId: '1002', borrowerId: 5002,
    loanBorrowers: opts.single ? [john] : [john, mary],
    propertyInfo: opts.properties ?? [secondHome(), subjectHome(), secondHome({ realEstateOwnedId: 10024, activeInd: false })],
  };
}

export function ctxOf(params: Record<string, string> = {}, opts: { single?: boolean; properties?: PropertyInfo[] } = {}): ScreenContext {
  return { profile: smithProfile(opts), params, lookups: {} };
}

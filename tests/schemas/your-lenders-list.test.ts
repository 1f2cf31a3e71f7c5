import { describe, expect, it } from 'vitest';
import type { ScreenContext } from '../../src/app/engine/types';
import type { LenderInfo, PropertyInfo } from '../../src/shared/api';
import { profileFixture } from '../app/engine/fixtures';
import { listSourceOf } from '../app/engine/helpers/list-source-of';

const source = listSourceOf('loan/your-lenders', 'subject-property-lenders');

const lender = (liabilityId: number, realEstateOwnedId: number, over: Partial<LenderInfo> = {}): LenderInfo => ({
  liabilityId, holderName: 'Prairie State Mortgage', account: '7781203', liabilityTypeId: 7, mortgageTypeId: 3,
  creditLimit: null, monthlyPaymentAmount: 2890, unpaidBalanceAmount: 418250.5, applicationIds: [7001],
  realEstateOwnedId, activeInd: true, ...over,
});
const property = (realEstateOwnedId: number, subjectPropertyInd: boolean | null, liabilities: LenderInfo[]): PropertyInfo => ({
  realEstateOwnedId, address: { addressId: 1, streetAddress: '88 Harbor View Rd', unitNum: null, city: 'Joliet',
    state: 'IL', zipCode: '60431', country: 'US' },
  applicationIds: [7001], propertyValue: 560000, occupancyTypeId: 1, monthlyRentGross: 3400, monthlyExpense: 650,
  monthlyRentNet: 2750, propertyStatusTypeId: 1, monthlyHazardInsurance: null, monthlyTaxes: null,
  monthlyAssociationDues: null, existingLoanInd: true, subjectPropertyInd, activeInd: true, liabilities,
});
const ctxWith = (propertyInfo: PropertyInfo[]): ScreenContext => ({
  profile: { ...profileFixture(), propertyInfo }, params: {}, lookups: {},
});

describe('the Your Lenders section', () => {
  it("lists the subject property's active lenders, read-only, with formatted amounts", () => {
    const ctx = ctxWith([
      property(10, false, [lender(100, 10, { holderName: 'Other Bank' })]),
      property(11, true, [lender(110, 11), lender(111, 11, { holderName: 'Gone', activeInd: false }),
        lender(112, 11, { holderName: 'Second Lien Co', account: null, monthlyPaymentAmount: null, unpaidBalanceAmount: 12000 })]),
    ]);
    expect(source.items(ctx)).toEqual([
      expect.objectContaining({ id: '110', liabilityId: 110, realEstateOwnedId: 11, holderName: 'Prairie State Mortgage', account: '7781203',
        monthlyPaymentAmount: 2890, unpaidBalanceAmount: 418250.5, monthlyPayment: '$2,890.00',
        unpaidBalance: '$418,250.50', readOnly: true }),
      expect.objectContaining({ id: '112', liabilityId: 112, realEstateOwnedId: 11, holderName: 'Second Lien Co', account: null,
        monthlyPaymentAmount: null, unpaidBalanceAmount: 12000, monthlyPayment: null, unpaidBalance: '$12,000.00',
        readOnly: true }),
    ]);
  });

  it('is empty without a subject property on file, and cannot delete', () => {
    expect(source.items(ctxWith([]))).toEqual([]);
    expect(source.items(ctxWith([property(10, null, [lender(100, 10)])]))).toEqual([]);
    expect(source.deletePayload).toBeUndefined();
  });
});

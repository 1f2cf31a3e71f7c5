import { describe, expect, it } from 'vitest';
import { realEstateOwned } from '../../../../src/server/lender/mismo/real-estate-owned';
import { text } from './mismo-tree';
import { lender, profile, property } from './profile-fixture';

const roles = new Map([[7002, 'BORROWER_1'], [7003, 'BORROWER_2']]);

describe('realEstateOwned', () => {
  const home = property({ applicationIds: [7002, 7003], monthlyRentGross: 3400, monthlyExpense: 650, monthlyRentNet: 2750,
    monthlyHazardInsurance: 95, monthlyTaxes: 410.5, monthlyAssociationDues: 0, propertyStatusTypeId: 4, occupancyTypeId: 1,
    liabilities: [lender({ applicationIds: [7002, 7003] }), lender({ liabilityId: 2, holderName: 'Peoria CU', account: '88120', liabilityTypeId: 6,
      mortgageTypeId: null, creditLimit: 40000, applicationIds: [7002] }), lender({ liabilityId: 3, activeInd: false })] });
  const s = realEstateOwned([profile({ applicationId: 7002, propertyInfo: [home] }), profile({ applicationId: 7003, propertyInfo: [home] })], roles);

  it('writes a co-owned property once as an OWNED_PROPERTY asset, arced to each owner', () => {
    expect(s.assets).toHaveLength(1);
    const o = 'OWNED_PROPERTY';
    const ext = `${o}/OWNED_PROPERTY_DETAIL/EXTENSION/OTHER/PORTAL:OWNED_PROPERTY_DETAIL_EXTENSION`;
    expect([
      text(s.assets[0], `${o}/PROPERTY/ADDRESS/AddressLineText`), text(s.assets[0], `${o}/PROPERTY/PROPERTY_DETAIL/PropertyEstimatedValueAmount`),
      text(s.assets[0], `${o}/PROPERTY/PROPERTY_DETAIL/PropertyUsageType`), text(s.assets[0], `${o}/PROPERTY/PROPERTY_DETAIL/InvestmentRentalIncomePresentIndicator`),
      text(s.assets[0], `${o}/OWNED_PROPERTY_DETAIL/OwnedPropertyDispositionStatusType`),
      text(s.assets[0], `${o}/OWNED_PROPERTY_DETAIL/OwnedPropertyRentalIncomeGrossAmount`),
      text(s.assets[0], `${o}/OWNED_PROPERTY_DETAIL/OwnedPropertyRentalIncomeNetAmount`),
      text(s.assets[0], `${o}/OWNED_PROPERTY_DETAIL/OwnedPropertyMaintenanceExpenseAmount`),
      text(s.assets[0], `${o}/OWNED_PROPERTY_DETAIL/OwnedPropertySubjectIndicator`),
      text(s.assets[0], `${ext}/PORTAL:MonthlyHazardInsuranceAmount`), text(s.assets[0], `${ext}/PORTAL:MonthlyTaxesAmount`),
      text(s.assets[0], `${ext}/PORTAL:MonthlyAssociationDuesAmount`), text(s.assets[0], `${ext}/PORTAL:ExistingLoanIndicator`),
    ]).toEqual(['14 Bluff Rd', '285000.00', 'Investment', 'true', 'Retain', '3400.00', '2750.00', '650.00', 'false', '95.00', '410.50', '0.00', 'true']);
  });

  it('writes each active lender as a LIABILITY, arced from the property and to the borrowers owing it', () => {
    expect(s.liabilities.map((l) => [l.attributes['xlink:label'], text(l, 'LIABILITY_HOLDER/NAME/FullName'), text(l, 'LIABILITY_DETAIL/LiabilityType'),
      text(l, 'LIABILITY_DETAIL/MortgageType'), text(l, 'LIABILITY_DETAIL/HELOCMaximumBalanceAmount'), text(l, 'LIABILITY_DETAIL/LiabilityAccountIdentifier'),
      text(l, 'LIABILITY_DETAIL/LiabilityMonthlyPaymentAmount'), text(l, 'LIABILITY_DETAIL/LiabilityUnpaidBalanceAmount')])).toEqual([
      ['REO_LIABILITY_1', 'Heartland Savings', 'MortgageLoan', 'Conventional', null, '5512098', '1215.40', '168900.00'],
      ['REO_LIABILITY_2', 'Peoria CU', 'HELOC', null, '40000.00', '88120', '1215.40', '168900.00'],
    ]);
    expect(s.arcs.map((a) => `${a.arcrole}:${a.from}>${a.to}`)).toEqual([
      'ASSET_IsAssociatedWith_ROLE:REO_1>BORROWER_1', 'ASSET_IsAssociatedWith_ROLE:REO_1>BORROWER_2',
      'ASSET_IsAssociatedWith_LIABILITY:REO_1>REO_LIABILITY_1',
      'LIABILITY_IsAssociatedWith_ROLE:REO_LIABILITY_1>BORROWER_1', 'LIABILITY_IsAssociatedWith_ROLE:REO_LIABILITY_1>BORROWER_2',
      'ASSET_IsAssociatedWith_LIABILITY:REO_1>REO_LIABILITY_2', 'LIABILITY_IsAssociatedWith_ROLE:REO_LIABILITY_2>BORROWER_1',
    ]);
  });

  it('marks the lender of the subject property as securing it', () => {
    const subject = realEstateOwned([profile({ applicationId: 7002, propertyInfo: [property({ subjectPropertyInd: true, liabilities: [lender()] })] })], roles);
    expect(text(subject.liabilities[0], 'LIABILITY_DETAIL/LiabilitySecuredBySubjectPropertyIndicator')).toBe('true');
  });
});

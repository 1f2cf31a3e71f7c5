import { describe, expect, it } from 'vitest';
import { collateralsNode, loansNode, subjectPropertyOf } from '../../../../src/server/lender/mismo/loan';
import { frame, leaf } from '../../../../src/server/lender/mismo/mismo-node';
import { text } from './mismo-tree';
import { offer, profile } from './profile-fixture';

describe('loan', () => {
  const answered = { ...profile().subjectPropertyInfo, occupancy: 'InvestmentProperty' as const, monthlyRentalIncome: 3400, refiStatus: 'LimitedCashOut' as const,
    hasExistingMortgage: true, isApplyingForAdditionalMortgage: false, isFHASecondaryResidence: false, isManufacturedHome: true,
    isMixedUseProperty: false, expenses: 650 };

  it('takes the subject property answers of the first borrower who gave any', () => {
    const first = profile();
    const second = profile({ applicationId: 7002, subjectPropertyInfo: answered });
    expect(subjectPropertyOf([first, second])).toBe(answered);
    expect(subjectPropertyOf([first])).toBe(first.subjectPropertyInfo);
    expect(subjectPropertyOf([])).toBeNull();
  });

  it('writes the subject loan: loan number, amount, purpose, mortgage type, refinance type, borrowers and credits', () => {
    const loans = loansNode(offer({ loanType: 'FHA', loanPurpose: 'Purchase' }), answered, 2, [frame('PURCHASE_CREDIT', [leaf('PurchaseCreditType', 'LotEquity')])]);
    expect(loans.children[0]?.attributes).toEqual({ LoanRoleType: 'SubjectLoan' });
    expect([text(loans, 'LOAN/LOAN_IDENTIFIERS/LOAN_IDENTIFIER/LoanIdentifier'), text(loans, 'LOAN/LOAN_IDENTIFIERS/LOAN_IDENTIFIER/LoanIdentifierType'),
      text(loans, 'LOAN/TERMS_OF_LOAN/BaseLoanAmount'), text(loans, 'LOAN/TERMS_OF_LOAN/LoanPurposeType'), text(loans, 'LOAN/TERMS_OF_LOAN/MortgageType'),
      text(loans, 'LOAN/REFINANCE/RefinanceCashOutDeterminationType'), text(loans, 'LOAN/LOAN_DETAIL/BorrowerCount'),
      text(loans, 'LOAN/PURCHASE_CREDITS/PURCHASE_CREDIT/PurchaseCreditType')]).toEqual([
      '202301001', 'LenderLoan', '310000.00', 'Purchase', 'FHA', 'LimitedCashOut', '2', 'LotEquity',
    ]);
    const other = loansNode(offer({ loanType: 'Jumbo', loanPurpose: null }), null, 1, []);
    expect([text(other, 'LOAN/TERMS_OF_LOAN/MortgageType'), text(other, 'LOAN/TERMS_OF_LOAN/MortgageTypeOtherDescription'),
      text(other, 'LOAN/TERMS_OF_LOAN/LoanPurposeType')]).toEqual(['Other', 'Jumbo', 'Refinance']);
    expect(text(loansNode(offer({ loanType: 'VA' }), null, 1, []), 'LOAN/TERMS_OF_LOAN/MortgageType')).toBe('VA');
  });

  it('writes the subject property address from the offer and the borrower\'s answers about it', () => {
    const node = collateralsNode(offer(), answered);
    const subject = 'COLLATERAL/SUBJECT_PROPERTY';
    expect([text(node, `${subject}/ADDRESS/AddressLineText`), text(node, `${subject}/ADDRESS/AddressUnitIdentifier`), text(node, `${subject}/ADDRESS/CountyName`),
      text(node, `${subject}/PROPERTY_DETAIL/PropertyEstimatedValueAmount`), text(node, `${subject}/PROPERTY_DETAIL/PropertyUsageType`),
      text(node, `${subject}/PROPERTY_DETAIL/RentalEstimatedGrossMonthlyRentAmount`), text(node, `${subject}/PROPERTY_DETAIL/ConstructionMethodType`),
      text(node, `${subject}/PROPERTY_DETAIL/PropertyMixedUsageIndicator`), text(node, `${subject}/PROPERTY_DETAIL/FHASecondaryResidenceIndicator`),
      text(node, `${subject}/EXTENSION/OTHER/PORTAL:SUBJECT_PROPERTY_EXTENSION/PORTAL:ExistingMortgageIndicator`),
      text(node, `${subject}/EXTENSION/OTHER/PORTAL:SUBJECT_PROPERTY_EXTENSION/PORTAL:AdditionalMortgageIndicator`),
      text(node, `${subject}/EXTENSION/OTHER/PORTAL:SUBJECT_PROPERTY_EXTENSION/PORTAL:MonthlyExpensesNotInMortgagePaymentAmount`)]).toEqual([
      '123 Main St', 'Unit 4', 'Sangamon', '450000.00', 'Investment', '3400.00', 'Manufactured', 'false', 'false', 'true', 'false', '650.00',
    ]);
    expect(text(collateralsNode(offer({ occupancyType: 'Secondary Residence' }), null), `${subject}/PROPERTY_DETAIL/PropertyUsageType`)).toBe('SecondHome');
  });
});

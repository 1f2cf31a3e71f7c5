import type { BorrowerProfile } from '../../../shared/api/borrower-data';
import type { SubjectPropertyInfo } from '../../../shared/api/generated/types';
import { loanPurposeOf, type SubjectOccupancy } from '../../application/loan/loan-answers';
import type { OfferRecord } from '../../offer/offers';
import { addressNode } from './address';
import { otherExtension } from './extension';
import { element, frame, leaf, type MaybeNode, type MismoNode, sequenced } from './mismo-node';
import { amount, count, indicator } from './mismo-values';

/** The offer's loan type as MISMO MortgageType; another type is Other with its name. */
const MORTGAGE_TYPE: Readonly<Partial<Record<string, string>>> = {
  conventional: 'Conventional', fha: 'FHA', va: 'VA', usda: 'USDARuralDevelopment', 'usda-rd': 'USDARuralDevelopment',
};

const ANSWERED_OCCUPANCY: Readonly<Record<SubjectOccupancy, string>> = {
  PrimaryResidence: 'PrimaryResidence', SecondHome: 'SecondHome', InvestmentProperty: 'Investment',
};

/** The offer's occupancy as the lender sent it (the spec's names). */
const OFFER_OCCUPANCY: Readonly<Partial<Record<string, string>>> = {
  'primary residence': 'PrimaryResidence', primary: 'PrimaryResidence', 'investment property': 'Investment',
  investment: 'Investment', 'secondary residence': 'SecondHome', 'second home': 'SecondHome',
};

function mortgageType(loanType: string | null): { type: string | null; other: string | null } {
  if (!loanType) return { type: null, other: null };
  const type = MORTGAGE_TYPE[loanType.trim().toLowerCase()];
  return type ? { type, other: null } : { type: 'Other', other: loanType };
}

const hasAnswers = (s: SubjectPropertyInfo): boolean =>
  [s.occupancy, s.monthlyRentalIncome, s.refiStatus, s.hasExistingMortgage, s.isApplyingForAdditionalMortgage,
    s.isFHASecondaryResidence, s.isManufacturedHome, s.isMixedUseProperty, s.expenses].some((v) => v !== null);

/**
 * The subject property as the loan flow has it: address, purpose, amount and value come from the offer (the same for
 * every borrower); the answers are the first borrower's who gave any (the loan flow is answered once for the loan).
 */
export function subjectPropertyOf(borrowers: readonly BorrowerProfile[]): SubjectPropertyInfo | null {
  const all = borrowers.map((b) => b.subjectPropertyInfo);
  return all.find(hasAnswers) ?? all[0] ?? null;
}

function manufactured(value: boolean | null): string | null {
  return value === null ? null : value ? 'Manufactured' : 'SiteBuilt';
}

/** DEAL/COLLATERALS: the subject property, its address from the offer and the borrower's answers about it (URLA 4a). */
export function collateralsNode(offer: OfferRecord, subject: SubjectPropertyInfo | null): MaybeNode {
  const a = offer.address;
  const usage = subject?.occupancy ? ANSWERED_OCCUPANCY[subject.occupancy] : OFFER_OCCUPANCY[offer.occupancyType?.trim().toLowerCase() ?? ''];
  return element('COLLATERALS', [element('COLLATERAL', [element('SUBJECT_PROPERTY', [
    addressNode({ line: a.line1, additionalLine: a.line2, unit: a.unit, city: a.city, county: a.county, state: a.state,
      postalCode: a.zipcode, country: a.country }),
    element('PROPERTY_DETAIL', [
      leaf('ConstructionMethodType', manufactured(subject?.isManufacturedHome ?? null)),
      leaf('FHASecondaryResidenceIndicator', indicator(subject?.isFHASecondaryResidence)),
      leaf('PropertyEstimatedValueAmount', amount(offer.appraisedValue)),
      leaf('PropertyMixedUsageIndicator', indicator(subject?.isMixedUseProperty)),
      leaf('PropertyUsageType', usage ?? null),
      leaf('RentalEstimatedGrossMonthlyRentAmount', amount(subject?.monthlyRentalIncome)),
    ]),
    otherExtension('PORTAL:SUBJECT_PROPERTY_EXTENSION', [
      leaf('PORTAL:ExistingMortgageIndicator', indicator(subject?.hasExistingMortgage)),
      leaf('PORTAL:AdditionalMortgageIndicator', indicator(subject?.isApplyingForAdditionalMortgage)),
      leaf('PORTAL:MonthlyExpensesNotInMortgagePaymentAmount', amount(subject?.expenses)),
    ]),
  ])])]);
}

/** DEAL/LOANS: the subject loan (URLA section 4 and L4): loan number, amount, purpose, mortgage type, refinance type. */
export function loansNode(
  offer: OfferRecord,
  subject: SubjectPropertyInfo | null,
  borrowerCount: number,
  purchaseCredits: readonly MismoNode[],
): MismoNode {
  const mortgage = mortgageType(offer.loanType);
  const loan = frame('LOAN', [
    element('LOAN_DETAIL', [leaf('BorrowerCount', count(borrowerCount))]),
    element('LOAN_IDENTIFIERS', [element('LOAN_IDENTIFIER', [
      leaf('LoanIdentifier', offer.loanNumber), leaf('LoanIdentifierType', 'LenderLoan'),
    ])]),
    element('PURCHASE_CREDITS', sequenced([...purchaseCredits])),
    element('REFINANCE', [leaf('RefinanceCashOutDeterminationType', subject?.refiStatus)]),
    element('TERMS_OF_LOAN', [
      leaf('BaseLoanAmount', amount(offer.loanAmount)),
      leaf('LoanPurposeType', loanPurposeOf(offer)),
      leaf('MortgageType', mortgage.type),
      leaf('MortgageTypeOtherDescription', mortgage.other),
    ]),
  ], { LoanRoleType: 'SubjectLoan' });
  return frame('LOANS', [loan]);
}

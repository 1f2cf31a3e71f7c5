import type { GiftOrGrant, SubjectPropertyInput } from '../../shared/api/generated/types';
import type { OfferBorrower } from '../lender/create-offer/offer-document';
import type { DemoBorrower } from './demo-types';

interface DemoLoanAnswers {
  subjectProperty: SubjectPropertyInput;
  hasGiftsOrGrants: boolean;
  /** Fixed ids below 100000: applicationId * 10 + n. */
  gifts: GiftOrGrant[];
}

const answers = (a: SubjectPropertyInput): SubjectPropertyInput => ({
  refiStatus: 'NoCashOut', hasExistingMortgage: true, isApplyingForAdditionalMortgage: false, isManufacturedHome: false,
  isMixedUseProperty: false, ...a,
});

/**
 * The loan-flow answers as a prior loan would have them, by borrowerId. Jane (5001) and the borrowers not named
 * here have none, so the loan flow starts empty for them.
 */
const DEMO_LOAN_ANSWERS: Record<number, DemoLoanAnswers> = {
  5002: {
    subjectProperty: answers({ occupancy: 'PrimaryResidence', expenses: 85 }),
    hasGiftsOrGrants: true,
    gifts: [{ giftId: 70021, type: 'Cash Gift', status: 'Deposited', source: 'Parent', value: 5000 }],
  },
  5004: {
    subjectProperty: answers({ occupancy: 'InvestmentProperty', monthlyRentalIncome: 3400, expenses: 650 }),
    hasGiftsOrGrants: false,
    gifts: [],
  },
  5005: { subjectProperty: answers({ occupancy: 'PrimaryResidence' }), hasGiftsOrGrants: false, gifts: [] },
  5008: {
    subjectProperty: answers({ occupancy: 'PrimaryResidence', refiStatus: 'LimitedCashOut' }),
    hasGiftsOrGrants: true,
    gifts: [{ giftId: 70081, type: 'Grant', status: 'Not Deposited', source: 'State Agency', value: 7500 }],
  },
};

/** The borrower's loan-flow answers and gifts, when the scenario has them. */
export function demoLoanAnswers(b: DemoBorrower): OfferBorrower['loanAnswers'] {
  const demo = DEMO_LOAN_ANSWERS[b.borrowerId];
  return demo && { subjectProperty: demo.subjectProperty, hasGiftsOrGrants: demo.hasGiftsOrGrants, gifts: demo.gifts };
}

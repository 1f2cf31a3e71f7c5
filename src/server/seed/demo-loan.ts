import type { GiftOrGrant, SubjectPropertyAnswers } from '../../shared/api/loan';
import type { Queryable } from '../db/types';
import { insertDemoGift, saveHasGiftsOrGrants, saveSubjectPropertyAnswers } from '../repositories/loan-answers';
import type { DemoBorrower, DemoOffer } from './demo-types';

interface DemoLoanAnswers {
  subjectProperty: SubjectPropertyAnswers;
  hasGiftsOrGrants: boolean;
  /** Fixed ids below 100000: applicationId * 10 + n. */
  gifts: GiftOrGrant[];
}

const answers = (a: Partial<SubjectPropertyAnswers> & Pick<SubjectPropertyAnswers, 'occupancy'>): SubjectPropertyAnswers => ({
  monthlyRentalIncome: null, refiStatus: 'NoCashOut', hasExistingMortgage: true, isApplyingForAdditionalMortgage: false,
  isFHASecondaryResidence: null, isManufacturedHome: false, isMixedUseProperty: false, expenses: null, ...a,
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

/** Seeds the loan answers and gifts of the borrowers inserted by this run (`fresh`) only. */
export async function seedDemoLoanAnswers(tx: Queryable, _offer: DemoOffer, fresh: DemoBorrower[]): Promise<void> {
  for (const b of fresh) {
    const demo = DEMO_LOAN_ANSWERS[b.borrowerId];
    if (!demo) continue;
    await saveSubjectPropertyAnswers(tx, b.applicationId, demo.subjectProperty);
    await saveHasGiftsOrGrants(tx, b.applicationId, demo.hasGiftsOrGrants);
    for (const gift of demo.gifts) await insertDemoGift(tx, b.applicationId, gift);
  }
}

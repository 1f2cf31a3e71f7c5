import type { ScreenContext } from '../../../../../src/app/engine/mappers/types';
import type { AssetInfo, BorrowerProfile, LoanBorrower } from '../../../../../src/shared/api';
import type { AssetType } from '../../../../../src/shared/api/generated/types';
import { profileFixture } from '../../fixtures';

export const assetTypes: AssetType[] = [
  { assetTypeId: 1, description: 'Checking' },
  { assetTypeId: 2, description: 'Savings' },
];

export const JANE: LoanBorrower = { borrowerId: 5001, applicationId: 7001, firstName: 'Jane', lastName: 'Doe' };
export const MARK: LoanBorrower = { borrowerId: 5011, applicationId: 7011, firstName: 'Mark', lastName: 'Doe' };

/** Jane's checking account, shared with Mark; a savings account of Jane alone. */
export const assets: AssetInfo[] = [
  { assetInformationId: 41, financialInstitution: 'First Community Bank', assetType: { assetTypeId: 1, description: 'Checking' },
    cashMarketValue: 8450.25, applicationId: 7001,
    borrowerAssets: [{ applicationId: 7001, isJointAsset: true, borrowerAssetId: 51 },
      { applicationId: 7011, isJointAsset: true, borrowerAssetId: 52 }] },
  { assetInformationId: 42, financialInstitution: 'Lakeside Credit Union', assetType: { assetTypeId: 2, description: 'Savings' },
    cashMarketValue: 1200, applicationId: 7001, borrowerAssets: [{ applicationId: 7001, isJointAsset: true, borrowerAssetId: 53 }] },
];

export function financeProfile(borrowers: LoanBorrower[]): BorrowerProfile {
  return {
    ...profileFixture(),
    loanBorrowers: borrowers,
    assetInfo: assets,
    liabilityInfo: [
      { liabilityAccountId: 61, applicationId: 7001, companyName: 'Discover', accountNumber: 'XXXX1111', type: 'OtherAccounts',
        otherType: 'Store card', monthlyPayment: 35, unpaidBalance: 800, paidOff: true, activeInd: true },
      { liabilityAccountId: 62, applicationId: 7001, companyName: 'Gone', accountNumber: null, type: 'Revolving', otherType: null,
        monthlyPayment: 10, unpaidBalance: 10, paidOff: null, activeInd: false },
    ],
    otherAssetInfo: [{ otherAssetId: 71, applicationId: 7001, type: 'EarnestMoney', value: 5000, activeInd: true }],
    otherLiabilityInfo: [
      { otherLiabilityId: 81, applicationId: 7001, holderName: 'Lakeside Credit Union', liabilityTypeId: 2, creditLimit: 10000,
        monthlyPaymentAmount: 150, unpaidBalanceAmount: null, applicationIds: [7001, 7011], activeInd: true },
    ],
    otherExpenseInfo: [
      { otherExpenseId: 91, applicationId: 7001, type: 'Other', other: 'Union dues', monthlyPayment: 40, activeInd: true },
      { otherExpenseId: 92, applicationId: 7001, type: 'ChildSupport', other: null, monthlyPayment: 350, activeInd: true },
    ],
  };
}

export function financeCtx(borrowers: LoanBorrower[] = [JANE, MARK], params: Record<string, string> = {}): ScreenContext {
  return { profile: financeProfile(borrowers), params, lookups: { assetTypes } };
}

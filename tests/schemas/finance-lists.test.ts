import { describe, expect, it } from 'vitest';
import type { ListSource } from '../../src/app/engine/types';
import { cleanBody } from '../../src/shared/clean-body';
import { listSourceOf } from '../app/engine/helpers/list-source-of';
import { financeCtx, JANE } from '../app/engine/binding/fixtures/finances';

const SECTIONS: Record<string, [string, string]> = {
  'assets.accounts': ['finances/assets-list', 'accounts'],
  'liabilities.accounts': ['finances/liabilities-list', 'liability-accounts'],
  'assets.other': ['finances/other-assets-list', 'other-assets'],
  'liabilities.other': ['finances/other-liabilities-list', 'other-liabilities'],
  'expenses.other': ['finances/other-liabilities-list', 'other-expenses'],
};

function source(name: string): ListSource {
  const [listId, sectionId] = SECTIONS[name] ?? [];
  return listSourceOf(listId ?? '', sectionId ?? '');
}

describe('the Step 2 list sections', () => {
  it("'assets.accounts': assets with type, value and the names on the account (several borrowers only)", () => {
    const items = source('assets.accounts').items(financeCtx());
    expect(items[0]).toMatchObject({ id: '41', assetInformationId: 41, financialInstitution: 'First Community Bank', assetTypeId: 1,
      assetType: 'Checking', cashMarketValue: 8450.25, value: '$8,450.25', names: 'Jane Doe, Mark Doe' });
    expect(source('assets.accounts').items(financeCtx([JANE]))[1]).toMatchObject({ id: '42', names: null });
  });

  it("'assets.accounts' delete: isJointAsset false on every borrower asset", () => {
    const ctx = financeCtx();
    const s = source('assets.accounts');
    expect(cleanBody(s.deletePayload?.({ id: '41' }, ctx))).toEqual({ assetInformationId: 41, applicationId: 7001, borrowerAssets: [
        { applicationId: 7001, isJointAsset: false, borrowerAssetId: 51 },
        { applicationId: 7011, isJointAsset: false, borrowerAssetId: 52 }] });
  });

  it("'liabilities.accounts': active accounts only; Other Accounts shows its own type", () => {
    expect(source('liabilities.accounts').items(financeCtx())).toEqual([expect.objectContaining({ id: '61', liabilityAccountId: 61, companyName: 'Discover',
      accountNumber: 'XXXX1111', type: 'OtherAccounts', typeName: 'Store card', monthlyPayment: 35, payment: '$35.00',
      unpaidBalance: 800, balance: '$800.00', paidOff: true, paidOffText: 'To be paid off at or before closing' })]);
  });

  it("'assets.other', 'liabilities.other', 'expenses.other': titles from the option lists", () => {
    const ctx = financeCtx();
    expect(source('assets.other').items(ctx)).toEqual([expect.objectContaining(
      { id: '71', otherAssetId: 71, type: 'EarnestMoney', typeName: 'Earnest Money', value: 5000, amount: '$5,000.00' })]);
    expect(source('liabilities.other').items(ctx)[0]).toMatchObject({ id: '81', holderName: 'Lakeside Credit Union',
      typeName: 'Revolving Credit', names: 'Jane Doe, Mark Doe', payment: '$150.00', balance: null, limit: '$10,000.00' });
    expect(source('expenses.other').items(ctx).map((i) => i.typeName)).toEqual(['Union dues', 'Child Support']);
  });

  it('soft deletes of the other items send only the id with activeInd false', () => {
    const ctx = financeCtx();
    expect(source('liabilities.accounts').deletePayload?.({ id: '61' }, ctx)).toEqual({ applicationId: 7001,
      liabilityAccounts: [{ liabilityAccountId: 61, activeInd: false }] });
    expect(source('assets.other').deletePayload?.({ id: '71' }, ctx)).toEqual({ applicationId: 7001,
      otherAssets: [{ otherAssetId: 71, activeInd: false }] });
    expect(source('liabilities.other').deletePayload?.({ id: '81' }, ctx)).toEqual({ applicationId: 7001,
      otherLiabilities: [{ otherLiabilityId: 81, activeInd: false }] });
    expect(source('expenses.other').deletePayload?.({ id: '92' }, ctx)).toEqual({ applicationId: 7001,
      otherExpenses: [{ otherExpenseId: 92, activeInd: false }] });
    for (const s of ['liabilities.accounts', 'assets.other', 'liabilities.other', 'expenses.other']) {
      expect(source(s).call).toBe('UpdateOtherAssetsAndLiabilities');
    }
  });
});

import { describe, expect, it } from 'vitest';
import * as liabilityScreen from '../../../../src/app/generated/screens/finances/liability';
import * as otherAssetScreen from '../../../../src/app/generated/screens/finances/other-asset';
import * as otherExpenseScreen from '../../../../src/app/generated/screens/finances/other-expense';
import * as otherLiabilityScreen from '../../../../src/app/generated/screens/finances/other-liability';
import { financesListSources } from '../../../../src/app/runtime/list-sources/finances';
import {
  LIABILITY_ACCOUNT_TYPES, OTHER_ASSET_TYPES, OTHER_EXPENSE_TYPES, OTHER_LIABILITY_TYPES,
} from '../../../../src/app/runtime/mappers/finances/finance-options';
import type { ListSource } from '../../../../src/app/runtime/mappers/types';
import { financeCtx, JANE } from '../mappers/finances/fixtures';

function source(name: string): ListSource {
  const s = financesListSources[name];
  if (!s) throw new Error(`no source ${name}`);
  return s;
}

describe('financesListSources', () => {
  it('names the sources of the four Step 2 lists', () => {
    expect(Object.keys(financesListSources).sort()).toEqual(
      ['assets.accounts', 'assets.other', 'expenses.other', 'liabilities.accounts', 'liabilities.other']);
  });

  it("'assets.accounts': assets with type, value and the names on the account (several borrowers only)", () => {
    const items = source('assets.accounts').items(financeCtx());
    expect(items[0]).toEqual({ id: '41', assetInformationId: 41, financialInstitution: 'First Community Bank', assetTypeId: 1,
      assetType: 'Checking', cashMarketValue: 8450.25, value: '$8,450.25', names: 'Jane Doe, Mark Doe' });
    expect(source('assets.accounts').items(financeCtx([JANE]))[1]).toMatchObject({ id: '42', names: null });
  });

  it("'assets.accounts' delete: isJointAsset false on every borrower asset", () => {
    const ctx = financeCtx();
    const s = source('assets.accounts');
    expect(s.deletePayload?.({ id: '41' }, ctx)).toEqual({ assetInformationId: 41, financialInstitution: null, assetType: null,
      cashMarketValue: null, applicationId: 7001, borrowerAssets: [
        { applicationId: 7001, isJointAsset: false, borrowerAssetId: 51 },
        { applicationId: 7011, isJointAsset: false, borrowerAssetId: 52 }] });
  });

  it("'liabilities.accounts': active accounts only; Other Accounts shows its own type", () => {
    expect(source('liabilities.accounts').items(financeCtx())).toEqual([{ id: '61', liabilityAccountId: 61, companyName: 'Discover',
      accountNumber: 'XXXX1111', type: 'OtherAccounts', typeName: 'Store card', monthlyPayment: 35, payment: '$35.00',
      unpaidBalance: 800, balance: '$800.00', paidOff: true, paidOffText: 'To be paid off at or before closing' }]);
  });

  it("'assets.other', 'liabilities.other', 'expenses.other': titles from the option lists", () => {
    const ctx = financeCtx();
    expect(source('assets.other').items(ctx)).toEqual([
      { id: '71', otherAssetId: 71, type: 'EarnestMoney', typeName: 'Earnest Money', value: 5000, amount: '$5,000.00' }]);
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

  it('option titles match the screens\' schemas', () => {
    const titles = (schema: unknown, field: string) => Object.fromEntries(
      ((schema as { properties: Record<string, { oneOf: { const: string | number; title: string }[] }> }).properties[field]?.oneOf ?? [])
        .map((o) => [String(o.const), o.title]));
    expect(titles(liabilityScreen.schema, 'type')).toEqual(LIABILITY_ACCOUNT_TYPES);
    expect(titles(otherAssetScreen.schema, 'type')).toEqual(OTHER_ASSET_TYPES);
    expect(titles(otherLiabilityScreen.schema, 'liabilityTypeId')).toEqual(OTHER_LIABILITY_TYPES);
    expect(titles(otherExpenseScreen.schema, 'type')).toEqual(OTHER_EXPENSE_TYPES);
  });
});

import { describe, expect, it } from 'vitest';
import { RecordNotFoundError } from '../../../../src/app/engine/types';
import { cleanBody } from '../../../../src/shared/clean-body';
import { boundOf } from '../helpers/bound-of';
import { financeCtx, JANE, MARK } from './fixtures/finances';

const complete = { complete: true };
const asset = boundOf('finances/asset');
const liability = boundOf('finances/liability');
const otherAsset = boundOf('finances/other-asset');
const otherLiability = boundOf('finances/other-liability');
const otherExpense = boundOf('finances/other-expense');

describe('the Step 2 screens', () => {
  it('the asset screen needs the asset types', () => {
    expect(asset.lookups).toEqual(['assetTypes']);
  });

  it('edit screens only with an :id; an unknown or removed :id is a RecordNotFoundError', () => {
    for (const m of [asset, liability, otherAsset, otherLiability, otherExpense]) {
      expect(m.isEdit(financeCtx())).toBe(false);
      expect(m.isEdit(financeCtx(undefined, { id: '1' }))).toBe(true);
      expect(() => m.formData(financeCtx(undefined, { id: '999' }))).toThrow(RecordNotFoundError);
    }
    expect(() => liability.formData(financeCtx(undefined, { id: '62' }))).toThrow(RecordNotFoundError);
  });
});

describe("'finances/asset'", () => {
  const sent = (form: Record<string, unknown>, ctx: ReturnType<typeof financeCtx>) => cleanBody(asset.body(form, ctx, complete));

  it('add: the user is preselected; every borrower on the loan is sent, the picked ones as joint owners', () => {
    const ctx = financeCtx();
    expect(asset.formData(ctx)).toEqual({ selectedBorrowers: [7001] });
    const form = { financialInstitution: 'Joint Bank', assetTypeId: 2, cashMarketValue: 1200.5, selectedBorrowers: [7001, 7011] };
    expect(sent(form, ctx)).toEqual({
      financialInstitution: 'Joint Bank', assetType: { assetTypeId: 2 }, cashMarketValue: 1200.5, applicationId: 7001,
      borrowerAssets: [{ applicationId: 7001, isJointAsset: true }, { applicationId: 7011, isJointAsset: true }],
    });
  });

  it('edit: round trip; a borrower no longer picked is sent with isJointAsset false', () => {
    const ctx = financeCtx(undefined, { id: '41' });
    const form = asset.formData(ctx);
    expect(form).toEqual({ financialInstitution: 'First Community Bank', assetTypeId: 1, cashMarketValue: 8450.25,
      selectedBorrowers: [7001, 7011] });
    expect(sent(form, ctx)).toMatchObject({ assetInformationId: 41, assetType: { assetTypeId: 1 },
      borrowerAssets: [{ applicationId: 7001, isJointAsset: true }, { applicationId: 7011, isJointAsset: true }] });
    expect(sent({ ...form, selectedBorrowers: [7011] }, ctx)).toMatchObject({
      borrowerAssets: [{ applicationId: 7001, isJointAsset: false }, { applicationId: 7011, isJointAsset: true }] });
  });

  it('single borrower: the picker is hidden and the asset is joint with the own application', () => {
    const ctx = financeCtx([JANE]);
    expect(asset.formData(ctx)).toEqual({ selectedBorrowers: [7001] });
    expect(asset.uiOverrides(ctx, {})).toMatchObject({
      assetTypeId: { 'ui:options': { choices: [{ label: 'Checking', value: 1 }, { label: 'Savings', value: 2 }] } },
      selectedBorrowers: { 'ui:widget': 'hidden' },
    });
    expect(sent({ financialInstitution: 'B', assetTypeId: 1, cashMarketValue: 1, selectedBorrowers: [] }, ctx))
      .toMatchObject({ borrowerAssets: [{ applicationId: 7001, isJointAsset: true }] });
  });

  it('several borrowers: "Names on Shared Account" offers every borrower on the loan, the user first', () => {
    const ui = asset.uiOverrides(financeCtx([JANE, MARK]), {});
    expect(ui).toMatchObject({
      selectedBorrowers: { 'ui:options': { choices: [{ label: 'Jane Doe', value: 7001 }, { label: 'Mark Doe', value: 7011 }] } },
    });
    expect(ui?.selectedBorrowers).not.toHaveProperty('ui:widget');
  });
});

describe("'finances/liability'", () => {
  it('round trip of an Other Accounts liability', () => {
    const ctx = financeCtx(undefined, { id: '61' });
    const form = liability.formData(ctx);
    expect(form).toEqual({ companyName: 'Discover', accountNumber: 'XXXX1111', type: 'OtherAccounts', otherType: 'Store card',
      monthlyPayment: 35, unpaidBalance: 800, paidOff: true });
    expect(liability.body(form, ctx, complete)).toEqual({ applicationId: 7001,
      liabilityAccounts: [{ liabilityAccountId: 61, ...form, activeInd: true }] });
  });

  it('add: absent fields are left out; the other type is sent only for Other Accounts', () => {
    const ctx = financeCtx();
    expect(liability.formData(ctx)).toEqual({});
    expect(liability.body({ companyName: 'Capital One', accountNumber: '', type: 'Revolving', otherType: 'stale',
      monthlyPayment: 45, unpaidBalance: 100 }, ctx, complete)).toEqual({ applicationId: 7001,
      liabilityAccounts: [{ companyName: 'Capital One', type: 'Revolving', monthlyPayment: 45, unpaidBalance: 100, activeInd: true }] });
  });

  it('onChange: leaving Other Accounts clears the other type', () => {
    const prev = { type: 'OtherAccounts', otherType: 'Store card' };
    expect(liability.applyRules({ ...prev, type: 'Lease' }, financeCtx())).toEqual({ type: 'Lease' });
    expect(liability.applyRules(prev, financeCtx())).toEqual(prev);
  });
});

describe("'finances/other-asset'", () => {
  it('round trip', () => {
    const ctx = financeCtx(undefined, { id: '71' });
    const form = otherAsset.formData(ctx);
    expect(form).toEqual({ type: 'EarnestMoney', value: 5000 });
    expect(otherAsset.body({ ...form, value: 10 }, ctx, complete)).toEqual({ applicationId: 7001,
      otherAssets: [{ otherAssetId: 71, type: 'EarnestMoney', value: 10, activeInd: true }] });
    expect(otherAsset.body({ type: 'RentCredit', value: 1 }, financeCtx(), complete)).toEqual({ applicationId: 7001,
      otherAssets: [{ type: 'RentCredit', value: 1, activeInd: true }] });
  });
});

describe("'finances/other-liability'", () => {
  it('round trip: selected borrowers are sent as applicationIds', () => {
    const ctx = financeCtx(undefined, { id: '81' });
    const form = otherLiability.formData(ctx);
    expect(form).toEqual({ holderName: 'Lakeside Credit Union', liabilityTypeId: 2, creditLimit: 10000, monthlyPaymentAmount: 150,
      selectedBorrowers: [7001, 7011] });
    expect(cleanBody(otherLiability.body({ ...form, selectedBorrowers: [7011] }, ctx, complete))).toEqual({ applicationId: 7001,
      otherLiabilities: [{ otherLiabilityId: 81, holderName: 'Lakeside Credit Union', liabilityTypeId: 2, creditLimit: 10000,
        monthlyPaymentAmount: 150, applicationIds: [7011], activeInd: true }] });
  });

  it('"Borrowers" picker: choices with several borrowers, hidden (own application sent) with one', () => {
    expect(otherLiability.uiOverrides(financeCtx(), {})).toEqual({
      selectedBorrowers: { 'ui:options': { choices: [{ label: 'Jane Doe', value: 7001 }, { label: 'Mark Doe', value: 7011 }] } },
    });
    const single = financeCtx([JANE]);
    expect(otherLiability.uiOverrides(single, {})).toMatchObject({ selectedBorrowers: { 'ui:widget': 'hidden' } });
    expect(otherLiability.formData(single)).toEqual({ selectedBorrowers: [7001] });
    expect(cleanBody(otherLiability.body({ holderName: 'X', liabilityTypeId: 1 }, single, complete))).toEqual({ applicationId: 7001,
      otherLiabilities: [{ holderName: 'X', liabilityTypeId: 1, applicationIds: [7001], activeInd: true }] });
  });
});

describe("'finances/other-expense'", () => {
  it('round trip; the text only for Other', () => {
    const ctx = financeCtx(undefined, { id: '91' });
    const form = otherExpense.formData(ctx);
    expect(form).toEqual({ type: 'Other', other: 'Union dues', monthlyPayment: 40 });
    expect(otherExpense.body(form, ctx, complete)).toEqual({ applicationId: 7001,
      otherExpenses: [{ otherExpenseId: 91, type: 'Other', other: 'Union dues', monthlyPayment: 40, activeInd: true }] });
    expect(otherExpense.body({ ...form, type: 'Alimony' }, ctx, complete)).toEqual({ applicationId: 7001,
      otherExpenses: [{ otherExpenseId: 91, type: 'Alimony', monthlyPayment: 40, activeInd: true }] });
  });

  it('onChange: leaving Other clears its text', () => {
    const prev = { type: 'Other', other: 'Union dues', monthlyPayment: 40 };
    expect(otherExpense.applyRules({ ...prev, type: 'ChildSupport' }, financeCtx())).toEqual({ type: 'ChildSupport', monthlyPayment: 40 });
  });
});

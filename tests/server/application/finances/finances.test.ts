import { describe, expect, it } from 'vitest';
import { useJaneAndJohn } from '../../helpers/jane-and-john';
import { MARY, type Verified } from '../../helpers/test-app';
import { specAnswer } from '../../helpers/spec-answer';
import { describeTypeList } from '../../helpers/type-list';
import { invalidAnswer, requiredMessage, validValue } from '../../../helpers/screen-examples';

const t = useJaneAndJohn();
const { call, profileOf } = t;

const saveAsset = (s: Verified, body: unknown, csrf = true) => call(s, '/api/UpdateBorrowerAsset', body, csrf);
const saveItems = (s: Verified, body: unknown, csrf = true) => call(s, '/api/UpdateOtherAssetsAndLiabilities', body, csrf);
const assetRows = async () =>
  t.testDb.db.query<{ id: number; active: boolean }>(
    'SELECT asset_information_id AS id, active_ind AS active FROM assets ORDER BY 1');
const shareRows = async () =>
  t.testDb.db.query<{ asset: number; app: number; joint: boolean }>(
    'SELECT asset_information_id AS asset, application_id AS app, is_joint_asset AS joint FROM borrower_assets ORDER BY 1, 2');
const itemRows = async () => {
  const count = async (table: string) =>
    (await t.testDb.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`))[0]?.n;
  return {
    accounts: await count('liability_accounts'), assets: await count('other_assets'),
    liabilities: await count('other_liabilities'), links: await count('other_liability_applications'),
    expenses: await count('other_expenses'),
  };
};
const sorted = (fields: { field: string; message: string }[]) =>
  [...fields].sort((a, b) => `${a.field}|${a.message}`.localeCompare(`${b.field}|${b.message}`));
const ids = (list: Record<string, unknown>[], key: string) => list.map((r) => r[key]);

const ASSET = 'finances/asset';
const LIABILITY = 'finances/liability';
const OTHER_ASSET = 'finances/other-asset';
const OTHER_LIABILITY = 'finances/other-liability';
const OTHER_EXPENSE = 'finances/other-expense';

describeTypeList(t, '/api/GetAssetType', [
  { assetTypeId: 1, description: 'Checking' },
  { assetTypeId: 7, description: 'Retirement' },
]);

describe('UpdateBorrowerAsset', () => {
  const janeAsset = { financialInstitution: 'Lakeside Credit Union', assetType: { assetTypeId: 2, description: 'Savings' },
    cashMarketValue: 5300.75, applicationId: 7001, borrowerAssets: [{ applicationId: 7001, isJointAsset: true }] };

  it('adds, updates and removes a single borrower\'s asset; GetBorrowerData lists only held assets', async () => {
    const seeded = (await profileOf(t.jane, 7001)).assetInfo;
    expect(ids(seeded, 'assetInformationId')).toEqual([70011, 70012]);

    const added = await saveAsset(t.jane, janeAsset);
    expect(added.statusCode).toBe(200);
    const asset = specAnswer(added);
    const shareId = asset.borrowerAssets[0].borrowerAssetId;
    expect(asset).toEqual({ assetInformationId: asset.assetInformationId, financialInstitution: 'Lakeside Credit Union',
      assetType: { assetTypeId: 2, description: 'Savings' }, cashMarketValue: 5300.75, applicationId: 7001,
      borrowerAssets: [{ applicationId: 7001, isJointAsset: true, borrowerAssetId: shareId }] });
    expect((await profileOf(t.jane, 7001)).assetInfo).toContainEqual(asset);

    const updated = await saveAsset(t.jane, { ...janeAsset, assetInformationId: asset.assetInformationId, cashMarketValue: 6000,
      assetType: { assetTypeId: 3 }, borrowerAssets: [{ applicationId: 7001, isJointAsset: true, borrowerAssetId: shareId }] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ cashMarketValue: 6000, assetType: { assetTypeId: 3, description: 'Money Market' } });

    const removed = await saveAsset(t.jane, { assetInformationId: asset.assetInformationId, applicationId: 7001,
      borrowerAssets: [{ applicationId: 7001, isJointAsset: false, borrowerAssetId: shareId }] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ financialInstitution: 'Lakeside Credit Union', cashMarketValue: 6000,
      borrowerAssets: [{ applicationId: 7001, isJointAsset: false, borrowerAssetId: shareId }] });
    expect(ids((await profileOf(t.jane, 7001)).assetInfo, 'assetInformationId')).toEqual([70011, 70012]);
    expect(await assetRows()).toContainEqual({ id: asset.assetInformationId, active: false });
  });

  it('a shared asset is listed for every borrower named on it; unselecting one takes it off their list', async () => {
    const body = { financialInstitution: 'Joint Bank', assetType: { assetTypeId: 1 }, cashMarketValue: 1200,
      applicationId: 7002, borrowerAssets: [{ applicationId: 7002, isJointAsset: true }, { applicationId: 7003, isJointAsset: true }] };
    const res = await saveAsset(t.john, body);
    expect(res.statusCode).toBe(200);
    const asset = res.json();
    expect(asset.borrowerAssets.map((b: { applicationId: number }) => b.applicationId)).toEqual([7002, 7003]);
    expect(ids((await profileOf(t.john, 7003)).assetInfo, 'assetInformationId')).toContain(asset.assetInformationId);

    const marysShare = asset.borrowerAssets[1].borrowerAssetId;
    const johnsShare = asset.borrowerAssets[0].borrowerAssetId;
    const unshared = await saveAsset(t.john, { ...body, assetInformationId: asset.assetInformationId, borrowerAssets: [
      { applicationId: 7002, isJointAsset: true, borrowerAssetId: johnsShare },
      { applicationId: 7003, isJointAsset: false, borrowerAssetId: marysShare }] });
    expect(unshared.statusCode).toBe(200);
    expect(ids((await profileOf(t.john, 7003)).assetInfo, 'assetInformationId')).not.toContain(asset.assetInformationId);
    expect(ids((await profileOf(t.john, 7002)).assetInfo, 'assetInformationId')).toContain(asset.assetInformationId);
  });

  it('rejects what the screen rejects with the field messages, and stores nothing', async () => {
    const [assetsBefore, sharesBefore] = [await assetRows(), await shareRows()];
    const valid = { ...janeAsset, cashMarketValue: validValue(ASSET, '.cashMarketValue') };
    const missing = await saveAsset(t.jane, { applicationId: 7001, borrowerAssets: [{ applicationId: 7001, isJointAsset: true }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(missing.json().fields).toEqual([
      { field: 'financialInstitution', message: requiredMessage(ASSET, '.financialInstitution') },
      { field: 'assetType', message: requiredMessage(ASSET, '.assetTypeId') },
      { field: 'cashMarketValue', message: requiredMessage(ASSET, '.cashMarketValue') },
    ]);
    // No borrower named: the screen's refused empty selection.
    const noBorrowers = invalidAnswer(ASSET, '.selectedBorrowers').message;
    const nobody = await saveAsset(t.jane, { ...valid, borrowerAssets: [{ applicationId: 7001, isJointAsset: false }] });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fields).toEqual([{ field: 'borrowerAssets', message: noBorrowers }]);
    const none = await saveAsset(t.jane, { ...valid, borrowerAssets: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual([{ field: 'borrowerAssets', message: noBorrowers }]);
    const value = invalidAnswer(ASSET, '.cashMarketValue');
    const refusedValue = await saveAsset(t.jane, { ...valid, cashMarketValue: value.value });
    expect(refusedValue.statusCode).toBe(400);
    expect(refusedValue.json().fields).toEqual([{ field: 'cashMarketValue', message: value.message }]);
    const otherValue = invalidAnswer(ASSET, '.cashMarketValue', [value.message]);
    const institution = invalidAnswer(ASSET, '.financialInstitution');
    const both = await saveAsset(t.jane, { ...valid, cashMarketValue: otherValue.value, financialInstitution: institution.value });
    expect(both.statusCode).toBe(400);
    expect(sorted(both.json().fields)).toEqual(sorted([
      { field: 'financialInstitution', message: institution.message },
      { field: 'cashMarketValue', message: otherValue.message },
    ]));
    // The server's own check of the asset type list (not a screen rule).
    const unknownType = await saveAsset(t.jane, { ...valid, assetType: { assetTypeId: 999 } });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().fields).toEqual([{ field: 'assetType.assetTypeId', message: 'Asset Type is not a known asset type.' }]);
    const twice = await saveAsset(t.jane, { ...valid, borrowerAssets: [valid.borrowerAssets[0], valid.borrowerAssets[0]] });
    expect(twice.statusCode).toBe(400);
    expect((await saveAsset(t.jane, [valid])).statusCode).toBe(400);
    expect((await saveAsset(t.jane, { ...valid, cashMarketValue: '12' })).statusCode).toBe(400);
    expect(await assetRows()).toEqual(assetsBefore);
    expect(await shareRows()).toEqual(sharesBefore);
  });

  it('needs the CSRF header', async () => {
    const res = await saveAsset(t.jane, janeAsset, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
  });

  it("answers 403 for another loan's application, asset or borrower asset, and stores nothing", async () => {
    const [assetsBefore, sharesBefore] = [await assetRows(), await shareRows()];
    const forbidden = [
      await saveAsset(t.jane, { ...janeAsset, applicationId: 7002, borrowerAssets: [{ applicationId: 7002, isJointAsset: true }] }),
      await saveAsset(t.jane, { ...janeAsset, borrowerAssets: [...janeAsset.borrowerAssets, { applicationId: 7002, isJointAsset: true }] }),
      // John's seeded checking account (70021) and its share.
      await saveAsset(t.jane, { ...janeAsset, assetInformationId: 70021 }),
      await saveAsset(t.jane, { assetInformationId: 70021, applicationId: 7001, borrowerAssets: [{ applicationId: 7001, isJointAsset: false }] }),
      await saveAsset(t.jane, { ...janeAsset, assetInformationId: 70011,
        borrowerAssets: [{ applicationId: 7001, isJointAsset: true, borrowerAssetId: 70021 }] }),
      // Mary's seeded asset is on John's offer, but John holds no share of it.
      await saveAsset(t.john, { ...janeAsset, applicationId: 7002, assetInformationId: MARY.applicationId * 10 + 1,
        borrowerAssets: [{ applicationId: 7002, isJointAsset: true }] }),
      await saveAsset(t.jane, { ...janeAsset, assetInformationId: 999999 }),
    ];
    for (const res of forbidden) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await assetRows()).toEqual(assetsBefore);
    expect(await shareRows()).toEqual(sharesBefore);
  });
});

describe('UpdateOtherAssetsAndLiabilities', () => {
  const account = { companyName: 'Discover', accountNumber: 'XXXX1111', type: 'OtherAccounts', otherType: 'Store card',
    monthlyPayment: 35, unpaidBalance: 800, paidOff: true, activeInd: true };
  const otherAsset = { type: 'EarnestMoney', value: 5000, activeInd: true };
  const otherLiability = { holderName: 'County Treasurer', liabilityTypeId: 5, monthlyPaymentAmount: 120, applicationIds: [7001],
    activeInd: true };
  const otherExpense = { type: 'Other', other: 'Union dues', monthlyPayment: 40, activeInd: true };

  it('inserts, updates and soft-deletes each kind; GetBorrowerData lists only active records', async () => {
    const before = await profileOf(t.jane, 7001);
    expect(before.liabilityInfo).toEqual([{ liabilityAccountId: 70011, applicationId: 7001, companyName: 'Capital One',
      accountNumber: 'XXXX4821', type: 'Revolving', otherType: null, monthlyPayment: 45, unpaidBalance: 1250.4, paidOff: false,
      activeInd: true }]);
    expect([before.otherAssetInfo, before.otherLiabilityInfo, before.otherExpenseInfo]).toEqual([[], [], []]);

    const res = await saveItems(t.jane, { applicationId: 7001, liabilityAccounts: [account], otherAssets: [otherAsset],
      otherLiabilities: [otherLiability], otherExpenses: [otherExpense] });
    expect(res.statusCode).toBe(200);
    const saved = specAnswer(res);
    const accountId = saved.liabilityAccounts[0].liabilityAccountId;
    expect(saved).toEqual({
      liabilityAccounts: [{ ...account, liabilityAccountId: accountId, applicationId: 7001 }],
      otherAssets: [{ ...otherAsset, otherAssetId: saved.otherAssets[0].otherAssetId, applicationId: 7001 }],
      otherLiabilities: [{ ...otherLiability, otherLiabilityId: saved.otherLiabilities[0].otherLiabilityId, applicationId: 7001,
        creditLimit: null, unpaidBalanceAmount: null }],
      otherExpenses: [{ ...otherExpense, otherExpenseId: saved.otherExpenses[0].otherExpenseId, applicationId: 7001 }],
    });
    let p = await profileOf(t.jane, 7001);
    expect(p.liabilityInfo).toEqual([before.liabilityInfo[0], saved.liabilityAccounts[0]]);
    expect(p.otherAssetInfo).toEqual(saved.otherAssets);
    expect(p.otherLiabilityInfo).toEqual(saved.otherLiabilities);
    expect(p.otherExpenseInfo).toEqual(saved.otherExpenses);

    // Another type drops the other text; optional fields not sent are cleared.
    const updated = await saveItems(t.jane, { applicationId: 7001,
      liabilityAccounts: [{ liabilityAccountId: accountId, companyName: 'Discover', type: 'Revolving', otherType: 'stale',
        monthlyPayment: 50, unpaidBalance: 700, activeInd: true }],
      otherExpenses: [{ otherExpenseId: saved.otherExpenses[0].otherExpenseId, type: 'Alimony', other: 'stale', monthlyPayment: 500,
        activeInd: true }] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().liabilityAccounts[0]).toMatchObject({ type: 'Revolving', otherType: null, accountNumber: null, paidOff: null,
      monthlyPayment: 50 });
    expect(updated.json().otherExpenses[0]).toMatchObject({ type: 'Alimony', other: null, monthlyPayment: 500 });
    expect(updated.json().otherAssets).toEqual([]);

    const deleted = await saveItems(t.jane, { applicationId: 7001,
      liabilityAccounts: [{ liabilityAccountId: accountId, activeInd: false }],
      otherAssets: [{ otherAssetId: saved.otherAssets[0].otherAssetId, activeInd: false }],
      otherLiabilities: [{ otherLiabilityId: saved.otherLiabilities[0].otherLiabilityId, activeInd: false }],
      otherExpenses: [{ otherExpenseId: saved.otherExpenses[0].otherExpenseId, activeInd: false }] });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().liabilityAccounts[0]).toMatchObject({ liabilityAccountId: accountId, companyName: 'Discover', activeInd: false });
    expect(deleted.json().otherLiabilities[0]).toMatchObject({ holderName: 'County Treasurer', activeInd: false });
    p = await profileOf(t.jane, 7001);
    expect(p.liabilityInfo).toEqual(before.liabilityInfo);
    expect([p.otherAssetInfo, p.otherLiabilityInfo, p.otherExpenseInfo]).toEqual([[], [], []]);
  });

  it('an other liability is listed for every borrower named on it (John and Mary share a seeded one)', async () => {
    const shared = { otherLiabilityId: 70021, applicationId: 7002, holderName: 'Lakeside Credit Union', liabilityTypeId: 2,
      creditLimit: 10000, monthlyPaymentAmount: 150, unpaidBalanceAmount: 4200.5, applicationIds: [7002, 7003], activeInd: true };
    expect((await profileOf(t.john, 7002)).otherLiabilityInfo).toEqual([shared]);
    expect((await profileOf(t.john, 7003)).otherLiabilityInfo).toEqual([shared]);
    expect((await profileOf(t.john, 7003)).otherExpenseInfo).toMatchObject([{ type: 'ChildSupport', monthlyPayment: 350 }]);

    // Mary's session may edit it; naming only John takes it off her list.
    const res = await saveItems(t.john, { applicationId: 7003, otherLiabilities: [{ ...shared, applicationIds: [7002] }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().otherLiabilities[0].applicationIds).toEqual([7002]);
    expect((await profileOf(t.john, 7003)).otherLiabilityInfo).toEqual([]);
    expect((await profileOf(t.john, 7002)).otherLiabilityInfo[0].applicationIds).toEqual([7002]);
  });

  it('rejects what the screens reject with the field messages, and stores nothing of the body', async () => {
    const before = await itemRows();
    const validAccount = { ...account, monthlyPayment: validValue(LIABILITY, '.monthlyPayment'),
      unpaidBalance: validValue(LIABILITY, '.unpaidBalance') };
    const validLiability = { ...otherLiability, monthlyPaymentAmount: validValue(OTHER_LIABILITY, '.monthlyPaymentAmount') };
    const borrowers = invalidAnswer(OTHER_LIABILITY, '.selectedBorrowers');
    const payment = invalidAnswer(OTHER_EXPENSE, '.monthlyPayment');
    const bad = await saveItems(t.jane, { applicationId: 7001,
      liabilityAccounts: [validAccount, { ...validAccount, otherType: undefined }],
      otherAssets: [{ activeInd: true }],
      otherLiabilities: [{ ...validLiability, applicationIds: borrowers.value }, { holderName: 'x', activeInd: true }],
      otherExpenses: [{ type: 'Other', monthlyPayment: payment.value, activeInd: true }] });
    expect(bad.statusCode).toBe(400);
    expect(sorted(bad.json().fields)).toEqual(sorted([
      { field: 'liabilityAccounts.1.otherType', message: requiredMessage(LIABILITY, '.otherType') },
      { field: 'otherAssets.0.type', message: requiredMessage(OTHER_ASSET, '.type') },
      { field: 'otherAssets.0.value', message: requiredMessage(OTHER_ASSET, '.value') },
      { field: 'otherLiabilities.0.applicationIds', message: borrowers.message },
      { field: 'otherLiabilities.1.liabilityTypeId', message: requiredMessage(OTHER_LIABILITY, '.liabilityTypeId') },
      { field: 'otherLiabilities.1.applicationIds', message: requiredMessage(OTHER_LIABILITY, '.selectedBorrowers') },
      { field: 'otherExpenses.0.other', message: requiredMessage(OTHER_EXPENSE, '.other') },
      { field: 'otherExpenses.0.monthlyPayment', message: payment.message },
    ]));
    const otherType = invalidAnswer(LIABILITY, '.otherType');
    const accountNumber = invalidAnswer(LIABILITY, '.accountNumber');
    const unpaidBalance = invalidAnswer(LIABILITY, '.unpaidBalance');
    const refused = await saveItems(t.jane, { applicationId: 7001, liabilityAccounts: [{ ...validAccount,
      otherType: otherType.value, accountNumber: accountNumber.value, unpaidBalance: unpaidBalance.value }] });
    expect(refused.statusCode).toBe(400);
    expect(sorted(refused.json().fields)).toEqual(sorted([
      { field: 'liabilityAccounts.0.accountNumber', message: accountNumber.message },
      { field: 'liabilityAccounts.0.unpaidBalance', message: unpaidBalance.message },
      { field: 'liabilityAccounts.0.otherType', message: otherType.message },
    ]));
    const deleteWithoutId = await saveItems(t.jane, { applicationId: 7001, otherAssets: [{ activeInd: false }] });
    expect(deleteWithoutId.json().fields).toEqual([{ field: 'otherAssets.0.otherAssetId', message: expect.any(String) }]);
    expect((await saveItems(t.jane, { liabilityAccounts: [account] })).statusCode).toBe(400);
    expect((await saveItems(t.jane, [account])).statusCode).toBe(400);
    expect(await itemRows()).toEqual(before);
  });

  it('needs the CSRF header', async () => {
    const res = await saveItems(t.jane, { applicationId: 7001, otherAssets: [otherAsset] }, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
  });

  it("answers 403 for another loan's application or records, in one transaction (nothing stored)", async () => {
    const before = await itemRows();
    const forbidden = [
      await saveItems(t.jane, { applicationId: 7002, otherAssets: [otherAsset] }),
      await saveItems(t.jane, { applicationId: 7001, otherAssets: [otherAsset], otherLiabilities: [{ ...otherLiability, applicationIds: [7001, 7002] }] }),
      // John's seeded liability account (70021) and shared other liability (70021).
      await saveItems(t.jane, { applicationId: 7001, otherAssets: [otherAsset], liabilityAccounts: [{ ...account, liabilityAccountId: 70021 }] }),
      await saveItems(t.jane, { applicationId: 7001, liabilityAccounts: [{ liabilityAccountId: 70021, activeInd: false }] }),
      await saveItems(t.jane, { applicationId: 7001, otherLiabilities: [{ otherLiabilityId: 70021, activeInd: false }] }),
      // Mary's child support is on John's offer, but it is not John's.
      await saveItems(t.john, { applicationId: 7002, otherExpenses: [{ otherExpenseId: MARY.applicationId * 10 + 1, activeInd: false }] }),
    ];
    for (const res of forbidden) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await itemRows()).toEqual(before);
  });
});

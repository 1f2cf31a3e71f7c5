import { queryBuilder } from '../../db/query-builder';
import type { Queryable } from '../../db/types';
import type { OfferBorrower } from './offer-document';

/**
 * Assets, liability accounts, other assets, other liabilities (shared with the co-borrowers named, by their
 * applications) and other expenses of one application.
 */
export async function insertFinanceRecords(
  db: Queryable,
  applicationId: number,
  b: OfferBorrower,
  applicationOf: ReadonlyMap<number, number>,
): Promise<void> {
  const q = queryBuilder(db);
  for (const a of b.assets ?? []) {
    const { assetInformationId } = await q.insertInto('assets')
      .values({
        assetInformationId: a.assetId, applicationId, financialInstitution: a.financialInstitution,
        assetTypeId: a.assetTypeId, cashMarketValue: a.cashMarketValue,
      })
      .returning('assetInformationId').executeTakeFirstOrThrow(() => new Error('asset was not inserted'));
    await q.insertInto('borrowerAssets')
      .values({ borrowerAssetId: a.assetId, assetInformationId, applicationId, isJointAsset: true }).execute();
  }
  for (const l of b.liabilityAccounts ?? []) {
    await q.insertInto('liabilityAccounts')
      .values({
        liabilityAccountId: l.liabilityAccountId, applicationId, companyName: l.companyName,
        accountNumber: l.accountNumber ?? null, accountType: l.type, monthlyPayment: l.monthlyPayment,
        unpaidBalance: l.unpaidBalance, paidOff: false,
      })
      .execute();
  }
  for (const o of b.otherAssets ?? []) {
    await q.insertInto('otherAssets')
      .values({ otherAssetId: o.otherAssetId, applicationId, assetType: o.type, assetValue: o.value }).execute();
  }
  for (const l of b.otherLiabilities ?? []) {
    const { otherLiabilityId } = await q.insertInto('otherLiabilities')
      .values({
        otherLiabilityId: l.otherLiabilityId, applicationId, holderName: l.holderName, liabilityTypeId: l.liabilityTypeId,
        creditLimit: l.creditLimit ?? null, monthlyPaymentAmount: l.monthlyPaymentAmount,
        unpaidBalanceAmount: l.unpaidBalanceAmount,
      })
      .returning('otherLiabilityId').executeTakeFirstOrThrow(() => new Error('other liability was not inserted'));
    const owners = new Set([applicationId, ...(l.sharedWithBorrowerIds ?? []).map((id) => applicationOf.get(id))]);
    for (const owner of owners) {
      if (owner === undefined) continue;
      await q.insertInto('otherLiabilityApplications').values({ otherLiabilityId, applicationId: owner }).execute();
    }
  }
  for (const e of b.otherExpenses ?? []) {
    await q.insertInto('otherExpenses')
      .values({ otherExpenseId: e.otherExpenseId, applicationId, expenseType: e.type, monthlyPayment: e.monthlyPayment })
      .execute();
  }
}

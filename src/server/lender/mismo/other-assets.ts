import type { BorrowerProfile } from '../../../shared/api/borrower-data';
import type { OtherAsset as OtherAssetInfo } from '../../../shared/api/generated/types';
import { element, leaf, type MaybeNode, type MismoNode } from './mismo-node';
import { amount } from './mismo-values';
import type { RoleLabels } from './relationships';
import { dealRecords, type DealRecords } from './deal-records';

/** URLA 2b "Other Assets": MISMO AssetType. */
const OTHER_ASSET_TYPE: Readonly<Partial<Record<string, string>>> = {
  ProceedsFromRealEstateSale: 'PendingNetSaleProceedsFromRealEstateAssets',
  ProceedsFromNonRealEstateSale: 'ProceedsFromSaleOfNonRealEstateAsset',
  SecuredBorrowedFunds: 'ProceedsFromSecuredLoan',
  UnsecuredBorrowedFunds: 'ProceedsFromUnsecuredLoan',
  Other: 'Other',
};

/** URLA 2b "Credits": ULAD carries them as the loan's PURCHASE_CREDITS, not as assets. */
const CREDIT_TYPE: Readonly<Partial<Record<string, string>>> = {
  EarnestMoney: 'EarnestMoney', EmployerAssistance: 'EmployerAssistedHousing', LotEquity: 'LotEquity',
  RelocationFunds: 'RelocationFunds', RentCredit: 'LeasePurchaseFund', SweatEquity: 'SweatEquity', TradeEquity: 'TradeEquity',
};

function otherAssetNode(a: OtherAssetInfo, label: string): MaybeNode {
  const type = OTHER_ASSET_TYPE[a.type ?? ''] ?? 'Other';
  return element('ASSET', [
    element('ASSET_DETAIL', [
      leaf('AssetCashOrMarketValueAmount', amount(a.value)),
      leaf('AssetType', type),
      leaf('AssetTypeOtherDescription', type === 'Other' && a.type !== 'Other' ? a.type : null),
    ]),
  ], { 'xlink:label': label });
}

function creditNode(type: string, a: OtherAssetInfo): MaybeNode {
  return element('PURCHASE_CREDIT', [leaf('PurchaseCreditAmount', amount(a.value)), leaf('PurchaseCreditType', type)]);
}

/** The borrowers' other assets (ASSETS, arced to their owner) and credits (the loan's PURCHASE_CREDITs). */
export function otherAssetsAndCredits(borrowers: readonly BorrowerProfile[], roles: RoleLabels): DealRecords & { credits: MismoNode[] } {
  const assets = dealRecords('OTHER_ASSET', 'ASSET_IsAssociatedWith_ROLE', roles);
  const credits: MismoNode[] = [];
  for (const b of borrowers) {
    for (const a of b.otherAssetInfo.filter((x) => x.activeInd)) {
      const creditType = CREDIT_TYPE[a.type ?? ''];
      if (creditType) {
        const credit = creditNode(creditType, a);
        if (credit) credits.push(credit);
        continue;
      }
      assets.add((label) => otherAssetNode(a, label), [b.applicationId]);
    }
  }
  return { ...assets.records, credits };
}

import type { AssetInfo, BorrowerProfile } from '../../../shared/api/borrower-data';
import type { GiftOrGrant } from '../../../shared/api/generated/types';
import type { GiftSource, GiftType } from '../../../shared/api/loan';
import { otherExtension } from './extension';
import { element, leaf, type MaybeNode } from './mismo-node';
import { amount, enumerated, indicator } from './mismo-values';
import type { RoleLabels } from './relationships';
import { dealRecords, type DealRecords, distinctBy } from './deal-records';

/** The portal's account types (asset_types 1-8, URLA 2a) as MISMO AssetType. */
const ACCOUNT_TYPE: Readonly<Partial<Record<number, string>>> = {
  1: 'CheckingAccount', 2: 'SavingsAccount', 3: 'MoneyMarketFund', 4: 'CertificateOfDepositTimeDeposit',
  5: 'MutualFund', 6: 'Stock', 7: 'RetirementFund', 8: 'Other',
};

const GIFT_TYPE: Readonly<Record<GiftType, string>> = { 'Cash Gift': 'GiftOfCash', 'Gift of Equity': 'GiftOfPropertyEquity', Grant: 'Grant' };

const GIFT_SOURCE: Readonly<Record<GiftSource, string>> = {
  'Community Nonprofit': 'CommunityNonProfit', Employer: 'Employer', 'Federal Agency': 'FederalAgency', Lender: 'Lender',
  'Local Agency': 'LocalAgency', Parent: 'Parent', Relative: 'Relative', 'Religious Nonprofit': 'ReligiousNonProfit',
  'State Agency': 'StateAgency', 'Unmarried Partner': 'UnmarriedPartner', 'Unrelated Friend': 'UnrelatedFriend', Other: 'Other',
};

/** The borrowers holding an account: those sharing it jointly, or its owner when it names no joint holder. */
export function accountHolders(a: AssetInfo): number[] {
  const joint = a.borrowerAssets.filter((s) => s.isJointAsset).map((s) => s.applicationId);
  return joint.length > 0 ? joint : [a.applicationId];
}

function accountNode(a: AssetInfo, label: string): MaybeNode {
  const type = enumerated(ACCOUNT_TYPE, a.assetType.assetTypeId) ?? 'Other';
  return element('ASSET', [
    element('ASSET_DETAIL', [
      leaf('AssetCashOrMarketValueAmount', amount(a.cashMarketValue)),
      leaf('AssetType', type),
      leaf('AssetTypeOtherDescription', type === 'Other' ? a.assetType.description : null),
    ]),
    element('ASSET_HOLDER', [element('NAME', [leaf('FullName', a.financialInstitution)])]),
  ], { 'xlink:label': label });
}

function giftNode(g: GiftOrGrant, label: string): MaybeNode {
  return element('ASSET', [
    element('ASSET_DETAIL', [
      leaf('AssetCashOrMarketValueAmount', amount(g.value)),
      leaf('AssetType', GIFT_TYPE[g.type]),
      leaf('FundsSourceType', GIFT_SOURCE[g.source]),
      otherExtension('ULAD:ASSET_DETAIL_EXTENSION', [leaf('ULAD:IncludedInAssetAccountIndicator', indicator(g.status === 'Deposited'))]),
    ]),
  ], { 'xlink:label': label });
}

/** ASSETS of URLA 2a (accounts, each once however many borrowers hold it) and 4d (gifts and grants). */
export function accountAndGiftAssets(borrowers: readonly BorrowerProfile[], roles: RoleLabels): DealRecords {
  const assets = dealRecords('ASSET', 'ASSET_IsAssociatedWith_ROLE', roles);
  for (const a of distinctBy(borrowers.flatMap((b) => b.assetInfo), (a) => a.assetInformationId)) {
    assets.add((label) => accountNode(a, label), accountHolders(a));
  }
  for (const b of borrowers) {
    for (const g of b.giftsOrGrantsInfo.gifts) assets.add((label) => giftNode(g, label), [b.applicationId]);
  }
  return assets.records;
}

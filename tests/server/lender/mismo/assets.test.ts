import { describe, expect, it } from 'vitest';
import type { AssetInfo } from '../../../../src/shared/api/borrower-data';
import { accountAndGiftAssets, accountHolders } from '../../../../src/server/lender/mismo/assets';
import { text } from './mismo-tree';
import { profile } from './profile-fixture';

const roles = new Map([[7002, 'BORROWER_1'], [7003, 'BORROWER_2']]);
const asset = (id: number, typeId: number, owner: number, joint: number[]): AssetInfo => ({
  assetInformationId: id, financialInstitution: 'First Community Bank', assetType: { assetTypeId: typeId, description: typeId === 8 ? 'Crypto' : 'x' },
  cashMarketValue: 8450.25, applicationId: owner,
  borrowerAssets: [7002, 7003].map((a, i) => ({ applicationId: a, isJointAsset: joint.includes(a), borrowerAssetId: id * 10 + i })),
});

describe('accountAndGiftAssets', () => {
  it('holders: the borrowers sharing the account, or its owner when none shares it', () => {
    expect(accountHolders(asset(1, 1, 7002, [7002, 7003]))).toEqual([7002, 7003]);
    expect(accountHolders(asset(1, 1, 7003, []))).toEqual([7003]);
  });

  it('writes each account once with type, value and institution, arced to every holder', () => {
    const joint = asset(1, 3, 7002, [7002, 7003]);
    const s = accountAndGiftAssets([profile({ applicationId: 7002, assetInfo: [joint] }), profile({ applicationId: 7003, assetInfo: [joint, asset(2, 8, 7003, [])] })], roles);
    expect(s.nodes.map((n) => [n.attributes['xlink:label'], text(n, 'ASSET_DETAIL/AssetType'), text(n, 'ASSET_DETAIL/AssetTypeOtherDescription'),
      text(n, 'ASSET_DETAIL/AssetCashOrMarketValueAmount'), text(n, 'ASSET_HOLDER/NAME/FullName')])).toEqual([
      ['ASSET_1', 'MoneyMarketFund', null, '8450.25', 'First Community Bank'], ['ASSET_2', 'Other', 'Crypto', '8450.25', 'First Community Bank'],
    ]);
    expect(s.arcs.map((a) => `${a.from}>${a.to}`)).toEqual(['ASSET_1>BORROWER_1', 'ASSET_1>BORROWER_2', 'ASSET_2>BORROWER_2']);
  });

  it('writes each gift or grant with its type, source and whether it is deposited, arced to its borrower', () => {
    const p = profile({ applicationId: 7003, giftsOrGrantsInfo: { hasGiftsOrGrants: true, gifts: [
      { giftId: 1, type: 'Grant', status: 'Not Deposited', source: 'State Agency', value: 7500 },
      { giftId: 2, type: 'Gift of Equity', status: 'Deposited', source: 'Religious Nonprofit', value: 1000 },
    ] } });
    const s = accountAndGiftAssets([p], roles);
    expect(s.nodes.map((n) => [text(n, 'ASSET_DETAIL/AssetType'), text(n, 'ASSET_DETAIL/FundsSourceType'), text(n, 'ASSET_DETAIL/AssetCashOrMarketValueAmount'),
      text(n, 'ASSET_DETAIL/EXTENSION/OTHER/ULAD:ASSET_DETAIL_EXTENSION/ULAD:IncludedInAssetAccountIndicator')])).toEqual([
      ['Grant', 'StateAgency', '7500.00', 'false'], ['GiftOfPropertyEquity', 'ReligiousNonProfit', '1000.00', 'true'],
    ]);
    expect(s.arcs.map((a) => a.to)).toEqual(['BORROWER_2', 'BORROWER_2']);
  });
});

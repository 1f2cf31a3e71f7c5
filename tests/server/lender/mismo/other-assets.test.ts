import { describe, expect, it } from 'vitest';
import { otherAssetsAndCredits } from '../../../../src/server/lender/mismo/other-assets';
import { text } from './mismo-tree';
import { profile } from './profile-fixture';

describe('otherAssetsAndCredits', () => {
  const item = (otherAssetId: number, type: string, value: number, activeInd = true) => ({ otherAssetId, applicationId: 7001, type, value, activeInd });

  it('writes other assets as ASSETs arced to the borrower, and credits as the loan\'s purchase credits', () => {
    const p = profile({ otherAssetInfo: [item(1, 'ProceedsFromRealEstateSale', 40000), item(2, 'UnsecuredBorrowedFunds', 3000),
      item(3, 'EarnestMoney', 5000), item(4, 'RentCredit', 1200), item(5, 'Other', 50), item(6, 'SweatEquity', 9, false)] });
    const s = otherAssetsAndCredits([p], new Map([[7001, 'BORROWER_1']]));
    expect(s.nodes.map((n) => [n.attributes['xlink:label'], text(n, 'ASSET_DETAIL/AssetType'), text(n, 'ASSET_DETAIL/AssetCashOrMarketValueAmount')])).toEqual([
      ['OTHER_ASSET_1', 'PendingNetSaleProceedsFromRealEstateAssets', '40000.00'], ['OTHER_ASSET_2', 'ProceedsFromUnsecuredLoan', '3000.00'],
      ['OTHER_ASSET_3', 'Other', '50.00'],
    ]);
    expect(s.arcs.map((a) => `${a.from}>${a.to}`)).toEqual(['OTHER_ASSET_1>BORROWER_1', 'OTHER_ASSET_2>BORROWER_1', 'OTHER_ASSET_3>BORROWER_1']);
    expect(s.credits.map((c) => [text(c, 'PurchaseCreditType'), text(c, 'PurchaseCreditAmount')])).toEqual([
      ['EarnestMoney', '5000.00'], ['LeasePurchaseFund', '1200.00'],
    ]);
  });
});

import type { AssetInfo } from '../../shared/api/borrower-data';
import { money } from '../db/convert';
import type { Queryable } from '../db/types';

interface AssetRow {
  assetInformationId: number; financialInstitution: string | null; assetTypeId: number; description: string;
  cashMarketValue: string | null; applicationId: number;
}

/** Active assets owned by the application, or shared with it. */
export async function listAssets(db: Queryable, applicationId: number): Promise<AssetInfo[]> {
  const assets = await db.query<AssetRow>(
    `SELECT a.asset_information_id AS "assetInformationId", a.financial_institution AS "financialInstitution",
       a.asset_type_id AS "assetTypeId", t.description, a.cash_market_value AS "cashMarketValue",
       a.application_id AS "applicationId"
     FROM assets a JOIN asset_types t ON t.asset_type_id = a.asset_type_id
     WHERE a.active_ind AND (a.application_id = $1 OR EXISTS (SELECT 1 FROM borrower_assets ba
       WHERE ba.asset_information_id = a.asset_information_id AND ba.application_id = $1 AND ba.is_joint_asset))
     ORDER BY a.asset_information_id`,
    [applicationId],
  );
  const links = await db.query<{ assetInformationId: number; applicationId: number; isJointAsset: boolean;
    borrowerAssetId: number }>(
    `SELECT asset_information_id AS "assetInformationId", application_id AS "applicationId",
       is_joint_asset AS "isJointAsset", borrower_asset_id AS "borrowerAssetId"
     FROM borrower_assets WHERE asset_information_id = ANY($1::integer[]) ORDER BY borrower_asset_id`,
    [`{${assets.map((a) => a.assetInformationId).join(',')}}`],
  );
  return assets.map((a) => ({
    assetInformationId: a.assetInformationId,
    financialInstitution: a.financialInstitution,
    assetType: { assetTypeId: a.assetTypeId, description: a.description },
    cashMarketValue: money(a.cashMarketValue),
    applicationId: a.applicationId,
    borrowerAssets: links
      .filter((l) => l.assetInformationId === a.assetInformationId)
      .map(({ applicationId: id, isJointAsset, borrowerAssetId }) => ({ applicationId: id, isJointAsset, borrowerAssetId })),
  }));
}

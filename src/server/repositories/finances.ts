import type { AssetInfo } from '../../shared/api/borrower-data';
import type { AssetType } from '../../shared/api/generated/types';
import { money } from '../db/convert';
import type { Queryable } from '../db/types';
import { insertRow } from './insert-row';

interface AssetRow {
  assetInformationId: number; financialInstitution: string | null; assetTypeId: number; description: string;
  cashMarketValue: string | null; applicationId: number; activeInd: boolean;
}

interface LinkRow { assetInformationId: number; applicationId: number; isJointAsset: boolean; borrowerAssetId: number }

const COLUMNS = `a.asset_information_id AS "assetInformationId", a.financial_institution AS "financialInstitution",
  a.asset_type_id AS "assetTypeId", t.description, a.cash_market_value AS "cashMarketValue",
  a.application_id AS "applicationId", a.active_ind AS "activeInd"`;
const FROM = 'FROM assets a JOIN asset_types t ON t.asset_type_id = a.asset_type_id';

/** An application sees an asset it holds jointly, or one it owns that names no joint borrower (older records). */
const VISIBLE_TO = (param: string): string => `(EXISTS (SELECT 1 FROM borrower_assets ba
    WHERE ba.asset_information_id = a.asset_information_id AND ba.application_id = ${param} AND ba.is_joint_asset)
  OR (a.application_id = ${param} AND NOT EXISTS (SELECT 1 FROM borrower_assets ba
    WHERE ba.asset_information_id = a.asset_information_id AND ba.is_joint_asset)))`;

async function withLinks(db: Queryable, assets: AssetRow[]): Promise<AssetInfo[]> {
  if (assets.length === 0) return [];
  const links = await db.query<LinkRow>(
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

/** Active assets the application holds (jointly with others or alone), with every borrower asset of each. */
export async function listAssets(db: Queryable, applicationId: number): Promise<AssetInfo[]> {
  const assets = await db.query<AssetRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE a.active_ind AND ${VISIBLE_TO('$1')} ORDER BY a.asset_information_id`,
    [applicationId],
  );
  return withLinks(db, assets);
}

/** One asset, active or not, with `activeInd` and whether `applicationId` sees it (null when no such id). */
export async function findAsset(db: Queryable, assetInformationId: number, applicationId: number):
  Promise<{ asset: AssetInfo; activeInd: boolean; visible: boolean } | null> {
  const rows = await db.query<AssetRow & { visible: boolean }>(
    `SELECT ${COLUMNS}, ${VISIBLE_TO('$2')} AS visible ${FROM} WHERE a.asset_information_id = $1`,
    [assetInformationId, applicationId],
  );
  const row = rows[0];
  if (!row) return null;
  const [asset] = await withLinks(db, [row]);
  return asset ? { asset, activeInd: row.activeInd, visible: row.visible } : null;
}

export async function listAssetTypes(db: Queryable): Promise<AssetType[]> {
  return db.query<AssetType>('SELECT asset_type_id AS "assetTypeId", description FROM asset_types ORDER BY asset_type_id');
}

export async function findAssetType(db: Queryable, assetTypeId: number): Promise<AssetType | null> {
  const rows = await db.query<AssetType>(
    'SELECT asset_type_id AS "assetTypeId", description FROM asset_types WHERE asset_type_id = $1',
    [assetTypeId],
  );
  return rows[0] ?? null;
}

export interface AssetValues {
  financialInstitution: string | null;
  assetTypeId: number | null;
  cashMarketValue: number | null;
}

export async function insertAsset(db: Queryable, applicationId: number, v: AssetValues): Promise<number> {
  return insertRow(db, 'asset',
    `INSERT INTO assets (application_id, financial_institution, asset_type_id, cash_market_value)
     VALUES ($1, $2, $3, $4) RETURNING asset_information_id AS id`,
    [applicationId, v.financialInstitution, v.assetTypeId, v.cashMarketValue],
  );
}

/** Updates the fields sent (a removal sends none: they keep their stored values). */
export async function updateAsset(db: Queryable, assetInformationId: number, v: AssetValues): Promise<void> {
  await db.query(
    `UPDATE assets SET financial_institution = COALESCE($2, financial_institution),
       asset_type_id = COALESCE($3, asset_type_id), cash_market_value = COALESCE($4, cash_market_value)
     WHERE asset_information_id = $1`,
    [assetInformationId, v.financialInstitution, v.assetTypeId, v.cashMarketValue],
  );
}

/** Sets one borrower's share (one row per asset and application). */
export async function upsertBorrowerAsset(db: Queryable, assetInformationId: number, applicationId: number,
  isJointAsset: boolean): Promise<void> {
  await db.query(
    `INSERT INTO borrower_assets (asset_information_id, application_id, is_joint_asset) VALUES ($1, $2, $3)
     ON CONFLICT (asset_information_id, application_id) DO UPDATE SET is_joint_asset = EXCLUDED.is_joint_asset`,
    [assetInformationId, applicationId, isJointAsset],
  );
}

/** An asset no borrower holds any more leaves every list (active_ind false); one held again comes back. */
export async function syncAssetActive(db: Queryable, assetInformationId: number): Promise<void> {
  await db.query(
    `UPDATE assets SET active_ind = EXISTS (SELECT 1 FROM borrower_assets
       WHERE asset_information_id = $1 AND is_joint_asset) WHERE asset_information_id = $1`,
    [assetInformationId],
  );
}

import { expressionBuilder, sql } from 'kysely';
import type { AssetInfo } from '../../../shared/api/borrower-data';
import type { AssetType } from '../../../shared/api/generated/types';
import { money } from '../../db/convert';
import { queryBuilder, type RowOf } from '../../db/query-builder';
import type { AssetsTable, Tables } from '../../db/tables';
import type { Queryable } from '../../db/types';

function selectAssets(db: Queryable) {
  return queryBuilder(db).selectFrom('assets as a').innerJoin('assetTypes as t', 't.assetTypeId', 'a.assetTypeId')
    .select([
      'a.assetInformationId', 'a.financialInstitution', 'a.assetTypeId', 't.description', 'a.cashMarketValue',
      'a.applicationId', 'a.activeInd',
    ]);
}

type AssetRow = RowOf<typeof selectAssets>;

/** An application sees an asset (`a`) it holds jointly, or one it owns that names no joint borrower (older records). */
function visibleTo(applicationId: number) {
  const eb = expressionBuilder<Tables & { a: AssetsTable }, 'a'>();
  const joint = () => eb.selectFrom('borrowerAssets as ba').select('ba.borrowerAssetId')
    .whereRef('ba.assetInformationId', '=', 'a.assetInformationId').where('ba.isJointAsset', '=', true);
  return eb.or([
    eb.exists(joint().where('ba.applicationId', '=', applicationId)),
    eb.and([eb('a.applicationId', '=', applicationId), eb.not(eb.exists(joint()))]),
  ]);
}

async function withLinks(db: Queryable, assets: AssetRow[]): Promise<AssetInfo[]> {
  if (assets.length === 0) return [];
  const links = await queryBuilder(db).selectFrom('borrowerAssets')
    .select(['assetInformationId', 'applicationId', 'isJointAsset', 'borrowerAssetId'])
    .where('assetInformationId', 'in', assets.map((a) => a.assetInformationId)).orderBy('borrowerAssetId').execute();
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
  const assets = await selectAssets(db).where('a.activeInd', '=', true).where(visibleTo(applicationId))
    .orderBy('a.assetInformationId').execute();
  return withLinks(db, assets);
}

/** One asset, active or not, with `activeInd` and whether `applicationId` sees it (null when no such id). */
export async function findAsset(db: Queryable, assetInformationId: number, applicationId: number):
  Promise<{ asset: AssetInfo; activeInd: boolean; visible: boolean } | null> {
  const row = await selectAssets(db).select(visibleTo(applicationId).$castTo<boolean>().as('visible'))
    .where('a.assetInformationId', '=', assetInformationId).executeTakeFirst();
  if (!row) return null;
  const [asset] = await withLinks(db, [row]);
  return asset ? { asset, activeInd: row.activeInd, visible: row.visible } : null;
}

export async function listAssetTypes(db: Queryable): Promise<AssetType[]> {
  return queryBuilder(db).selectFrom('assetTypes').select(['assetTypeId', 'description']).orderBy('assetTypeId').execute();
}

export async function findAssetType(db: Queryable, assetTypeId: number): Promise<AssetType | null> {
  const row = await queryBuilder(db).selectFrom('assetTypes').select(['assetTypeId', 'description'])
    .where('assetTypeId', '=', assetTypeId).executeTakeFirst();
  return row ?? null;
}

export interface AssetValues {
  financialInstitution: string | null;
  assetTypeId: number | null;
  cashMarketValue: number | null;
}

/** A new asset of the application; a null assetTypeId is sent as is, for the column's NOT NULL to refuse. */
export async function insertAsset(db: Queryable, applicationId: number, v: AssetValues): Promise<number> {
  const row = await queryBuilder(db).insertInto('assets').values({
    applicationId, financialInstitution: v.financialInstitution, assetTypeId: sql.val(v.assetTypeId).$castTo<number>(),
    cashMarketValue: v.cashMarketValue,
  }).returning('assetInformationId').executeTakeFirstOrThrow(() => new Error('asset was not inserted'));
  return row.assetInformationId;
}

/** Updates the fields sent (a removal sends none: they keep their stored values). */
export async function updateAsset(db: Queryable, assetInformationId: number, v: AssetValues): Promise<void> {
  await queryBuilder(db).updateTable('assets').set((eb) => ({
    financialInstitution: eb.fn.coalesce(eb.val(v.financialInstitution), 'financialInstitution'),
    assetTypeId: eb.fn.coalesce(eb.val(v.assetTypeId), 'assetTypeId'),
    cashMarketValue: eb.fn.coalesce(eb.val(v.cashMarketValue), 'cashMarketValue'),
  })).where('assetInformationId', '=', assetInformationId).execute();
}

/** Sets one borrower's share (one row per asset and application). */
export async function upsertBorrowerAsset(db: Queryable, assetInformationId: number, applicationId: number,
  isJointAsset: boolean): Promise<void> {
  await queryBuilder(db).insertInto('borrowerAssets').values({ assetInformationId, applicationId, isJointAsset })
    .onConflict((oc) => oc.columns(['assetInformationId', 'applicationId'])
      .doUpdateSet((eb) => ({ isJointAsset: eb.ref('excluded.isJointAsset') })))
    .execute();
}

/** An asset no borrower holds any more leaves every list (active_ind false); one held again comes back. */
export async function syncAssetActive(db: Queryable, assetInformationId: number): Promise<void> {
  await queryBuilder(db).updateTable('assets')
    .set((eb) => ({
      activeInd: eb.exists(eb.selectFrom('borrowerAssets as ba').select('ba.borrowerAssetId')
        .where('ba.assetInformationId', '=', assetInformationId).where('ba.isJointAsset', '=', true)).$castTo<boolean>(),
    }))
    .where('assetInformationId', '=', assetInformationId).execute();
}

import type { AssetInfo } from '../../../shared/api/borrower-data';
import type { UpdateBorrowerAssetBody } from '../../../shared/api/generated/types';
import { assertOfferAccess } from '../../auth/session';
import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import {
  findAsset, findAssetType, insertAsset, syncAssetActive, updateAsset, upsertBorrowerAsset,
} from './finances';
import type { SessionRecord } from '../../auth/sessions';

async function assertKnownType(tx: Queryable, body: UpdateBorrowerAssetBody): Promise<void> {
  const assetTypeId = body.assetType?.assetTypeId;
  if (assetTypeId === undefined || assetTypeId === null) return;
  if (!(await findAssetType(tx, assetTypeId))) {
    throw new AppError('VALIDATION_FAILED', [
      { field: 'assetType.assetTypeId', message: 'Asset Type is not a known asset type.' },
    ]);
  }
}

function assertEachBorrowerOnce(body: UpdateBorrowerAssetBody): void {
  const ids = body.borrowerAssets.map((b) => b.applicationId);
  if (new Set(ids).size !== ids.length) {
    throw new AppError('VALIDATION_FAILED', [
      { field: 'borrowerAssets', message: 'Names on Shared Account names a borrower twice.' },
    ]);
  }
}

/**
 * A saved asset may be changed by a borrower of the session's offer who holds it (or owns it), and each
 * borrowerAssetId sent must be that asset's share of the same application. Anything else is FORBIDDEN.
 */
async function assertSavedAsset(tx: Queryable, session: SessionRecord, body: UpdateBorrowerAssetBody, id: number): Promise<void> {
  const found = await findAsset(tx, id, body.applicationId);
  if (!found) throw new AppError('FORBIDDEN');
  await assertOfferAccess(tx, session, { applicationIds: [found.asset.applicationId] });
  if (!found.visible && found.asset.applicationId !== body.applicationId) throw new AppError('FORBIDDEN');
  for (const share of body.borrowerAssets) {
    if (share.borrowerAssetId === undefined || share.borrowerAssetId === null) continue;
    const saved = found.asset.borrowerAssets.find((b) => b.borrowerAssetId === share.borrowerAssetId);
    if (!saved || saved.applicationId !== share.applicationId) throw new AppError('FORBIDDEN');
  }
}

/**
 * Saves one asset and its borrower shares (call inside a transaction, after the offer check of every applicationId
 * of the body). No assetInformationId = a new asset owned by `applicationId`. An asset that no borrower holds any
 * more (isJointAsset false on every share: the list's removal) is deactivated. Returns the saved asset.
 */
export async function saveAsset(tx: Queryable, session: SessionRecord, body: UpdateBorrowerAssetBody): Promise<AssetInfo> {
  assertEachBorrowerOnce(body);
  await assertKnownType(tx, body);
  const values = {
    financialInstitution: body.financialInstitution ?? null,
    assetTypeId: body.assetType?.assetTypeId ?? null,
    cashMarketValue: body.cashMarketValue ?? null,
  };
  let id = body.assetInformationId;
  if (id === undefined || id === null) {
    id = await insertAsset(tx, body.applicationId, values);
  } else {
    await assertSavedAsset(tx, session, body, id);
    await updateAsset(tx, id, values);
  }
  for (const share of body.borrowerAssets) await upsertBorrowerAsset(tx, id, share.applicationId, share.isJointAsset);
  await syncAssetActive(tx, id);
  const saved = await findAsset(tx, id, body.applicationId);
  if (!saved) throw new Error(`asset ${id} vanished`);
  return saved.asset;
}

import { now, queryBuilder, type RowOf, utcTime } from '../../db/query-builder';
import type { Queryable } from '../../db/types';

function selectKeys(db: Queryable) {
  return queryBuilder(db).selectFrom('lenderKeys as k').innerJoin('lenderSystems as s', 's.lenderSystemId', 'k.lenderSystemId')
    // The key's label (`name`): unique for ever, never reused after the key is revoked.
    .select(['k.lenderKeyId', 'k.name', 'k.lenderSystemId', 's.name as systemName']);
}

function selectListings(db: Queryable) {
  return selectKeys(db)
    .select((eb) => [utcTime(eb.ref('k.createdAt')).as('createdAt'), utcTime(eb.ref('k.revokedAt')).as('revokedAt')]);
}

/** A live key as a call presents it: the key's own label (`name`) and the lender system it belongs to. */
export type LenderKey = RowOf<typeof selectKeys>;

export type LenderKeyListing = RowOf<typeof selectListings>;

/** The system of that name, created if new; `created` tells which. */
export async function ensureLenderSystem(db: Queryable, name: string): Promise<{ lenderSystemId: number; created: boolean }> {
  const q = queryBuilder(db);
  const inserted = await q.insertInto('lenderSystems').values({ name }).onConflict((oc) => oc.column('name').doNothing())
    .returning('lenderSystemId').executeTakeFirst();
  if (inserted) return { lenderSystemId: inserted.lenderSystemId, created: true };
  const found = await q.selectFrom('lenderSystems').select('lenderSystemId').where('name', '=', name).executeTakeFirst();
  if (!found) throw new Error(`The lender system "${name}" could not be created.`);
  return { lenderSystemId: found.lenderSystemId, created: false };
}

/** How many keys the system has had, revoked ones included. */
export async function countSystemKeys(db: Queryable, lenderSystemId: number): Promise<number> {
  const row = await queryBuilder(db).selectFrom('lenderKeys').select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .where('lenderSystemId', '=', lenderSystemId).executeTakeFirst();
  return row?.n ?? 0;
}

/** The new key, or null when its label is taken (by a live or a revoked key). */
export async function insertLenderKey(
  db: Queryable, lenderSystemId: number, label: string, keyHash: string,
): Promise<{ lenderKeyId: number } | null> {
  const row = await queryBuilder(db).insertInto('lenderKeys').values({ lenderSystemId, name: label, keyHash })
    .onConflict((oc) => oc.column('name').doNothing()).returning('lenderKeyId').executeTakeFirst();
  return row ?? null;
}

/** The live key with this hash; a revoked key is no key. */
export async function findLiveLenderKey(db: Queryable, keyHash: string): Promise<LenderKey | null> {
  const row = await selectKeys(db).where('k.keyHash', '=', keyHash).where('k.revokedAt', 'is', null).executeTakeFirst();
  return row ?? null;
}

/** The key of that label, or else of that id (digits), live or revoked. */
export async function findLenderKey(db: Queryable, labelOrId: string): Promise<LenderKeyListing | null> {
  const id = /^\d{1,9}$/.test(labelOrId) ? Number(labelOrId) : null;
  const row = await selectListings(db)
    .where((eb) => eb.or([eb('k.name', '=', labelOrId), ...(id === null ? [] : [eb('k.lenderKeyId', '=', id)])]))
    .orderBy((eb) => eb('k.name', '=', labelOrId), 'desc').limit(1).executeTakeFirst();
  return row ?? null;
}

/** The revocation time, or null when the key was not live. */
export async function revokeLenderKey(db: Queryable, lenderKeyId: number): Promise<string | null> {
  const row = await queryBuilder(db).updateTable('lenderKeys').set({ revokedAt: now })
    .where('lenderKeyId', '=', lenderKeyId).where('revokedAt', 'is', null)
    .returning((eb) => utcTime(eb.ref('revokedAt')).as('revokedAt')).executeTakeFirst();
  return row?.revokedAt ?? null;
}

function selectSystems(db: Queryable) {
  return queryBuilder(db).selectFrom('lenderSystems')
    .select((eb) => ['lenderSystemId', 'name', utcTime(eb.ref('createdAt')).as('createdAt')]);
}

export type LenderSystemListing = RowOf<typeof selectSystems>;

export async function findLenderSystem(db: Queryable, name: string): Promise<LenderSystemListing | null> {
  return (await selectSystems(db).where('name', '=', name).executeTakeFirst()) ?? null;
}

export async function listLenderSystems(db: Queryable): Promise<LenderSystemListing[]> {
  return selectSystems(db).orderBy('name').execute();
}

/** Every key, oldest first; of one system when its id is given. */
export async function listLenderKeys(db: Queryable, lenderSystemId: number | null = null): Promise<LenderKeyListing[]> {
  let query = selectListings(db);
  if (lenderSystemId !== null) query = query.where('k.lenderSystemId', '=', lenderSystemId);
  return query.orderBy('k.lenderKeyId').execute();
}

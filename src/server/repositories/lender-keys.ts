import type { Queryable } from '../db/types';

/** A live key as a call presents it: the key's own label (`name`) and the lender system it belongs to. */
export interface LenderKey {
  lenderKeyId: number;
  /** The key's label: unique for ever, never reused after the key is revoked. */
  name: string;
  lenderSystemId: number;
  systemName: string;
}

export interface LenderKeyListing extends LenderKey {
  createdAt: string;
  revokedAt: string | null;
}

const UTC_SECONDS = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

const KEY_COLUMNS = `k.lender_key_id AS "lenderKeyId", k.name, k.lender_system_id AS "lenderSystemId",
  s.name AS "systemName"`;

const LISTING_COLUMNS = `${KEY_COLUMNS}, to_char(k.created_at AT TIME ZONE 'UTC', ${UTC_SECONDS}) AS "createdAt",
  to_char(k.revoked_at AT TIME ZONE 'UTC', ${UTC_SECONDS}) AS "revokedAt"`;

/** The system of that name, created if new; `created` tells which. */
export async function ensureLenderSystem(db: Queryable, name: string): Promise<{ lenderSystemId: number; created: boolean }> {
  const inserted = await db.query<{ lenderSystemId: number }>(
    `INSERT INTO lender_systems (name) VALUES ($1) ON CONFLICT (name) DO NOTHING
     RETURNING lender_system_id AS "lenderSystemId"`,
    [name],
  );
  if (inserted[0]) return { lenderSystemId: inserted[0].lenderSystemId, created: true };
  const found = await db.query<{ lenderSystemId: number }>(
    'SELECT lender_system_id AS "lenderSystemId" FROM lender_systems WHERE name = $1',
    [name],
  );
  if (!found[0]) throw new Error(`The lender system "${name}" could not be created.`);
  return { lenderSystemId: found[0].lenderSystemId, created: false };
}

/** How many keys the system has had, revoked ones included. */
export async function countSystemKeys(db: Queryable, lenderSystemId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM lender_keys WHERE lender_system_id = $1',
    [lenderSystemId],
  );
  return rows[0]?.n ?? 0;
}

/** The new key, or null when its label is taken (by a live or a revoked key). */
export async function insertLenderKey(
  db: Queryable, lenderSystemId: number, label: string, keyHash: string,
): Promise<{ lenderKeyId: number } | null> {
  const rows = await db.query<{ lenderKeyId: number }>(
    `INSERT INTO lender_keys (lender_system_id, name, key_hash) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING
     RETURNING lender_key_id AS "lenderKeyId"`,
    [lenderSystemId, label, keyHash],
  );
  return rows[0] ?? null;
}

/** The live key with this hash; a revoked key is no key. */
export async function findLiveLenderKey(db: Queryable, keyHash: string): Promise<LenderKey | null> {
  const rows = await db.query<LenderKey>(
    `SELECT ${KEY_COLUMNS} FROM lender_keys k JOIN lender_systems s ON s.lender_system_id = k.lender_system_id
     WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
    [keyHash],
  );
  return rows[0] ?? null;
}

/** The key of that label, or else of that id (digits), live or revoked. */
export async function findLenderKey(db: Queryable, labelOrId: string): Promise<LenderKeyListing | null> {
  const rows = await db.query<LenderKeyListing>(
    `SELECT ${LISTING_COLUMNS} FROM lender_keys k JOIN lender_systems s ON s.lender_system_id = k.lender_system_id
     WHERE k.name = $1 OR k.lender_key_id = $2 ORDER BY (k.name = $1) DESC LIMIT 1`,
    [labelOrId, /^\d{1,9}$/.test(labelOrId) ? Number(labelOrId) : null],
  );
  return rows[0] ?? null;
}

/** The revocation time, or null when the key was not live. */
export async function revokeLenderKey(db: Queryable, lenderKeyId: number): Promise<string | null> {
  const rows = await db.query<{ revokedAt: string }>(
    `UPDATE lender_keys SET revoked_at = now() WHERE lender_key_id = $1 AND revoked_at IS NULL
     RETURNING to_char(revoked_at AT TIME ZONE 'UTC', ${UTC_SECONDS}) AS "revokedAt"`,
    [lenderKeyId],
  );
  return rows[0]?.revokedAt ?? null;
}

export interface LenderSystemListing {
  lenderSystemId: number;
  name: string;
  createdAt: string;
}

export async function findLenderSystem(db: Queryable, name: string): Promise<LenderSystemListing | null> {
  const rows = await db.query<LenderSystemListing>(
    `SELECT lender_system_id AS "lenderSystemId", name, to_char(created_at AT TIME ZONE 'UTC', ${UTC_SECONDS}) AS "createdAt"
     FROM lender_systems WHERE name = $1`,
    [name],
  );
  return rows[0] ?? null;
}

export async function listLenderSystems(db: Queryable): Promise<LenderSystemListing[]> {
  return db.query<LenderSystemListing>(
    `SELECT lender_system_id AS "lenderSystemId", name, to_char(created_at AT TIME ZONE 'UTC', ${UTC_SECONDS}) AS "createdAt"
     FROM lender_systems ORDER BY name`,
  );
}

/** Every key, oldest first; of one system when its id is given. */
export async function listLenderKeys(db: Queryable, lenderSystemId: number | null = null): Promise<LenderKeyListing[]> {
  return db.query<LenderKeyListing>(
    `SELECT ${LISTING_COLUMNS} FROM lender_keys k JOIN lender_systems s ON s.lender_system_id = k.lender_system_id
     WHERE $1::integer IS NULL OR k.lender_system_id = $1::integer ORDER BY k.lender_key_id`,
    [lenderSystemId],
  );
}

import type { Queryable } from '../db/types';

export interface LenderKey {
  lenderKeyId: number;
  name: string;
}

export interface LenderKeyListing extends LenderKey {
  createdAt: string;
  revokedAt: string | null;
}

export async function insertLenderKey(db: Queryable, name: string, keyHash: string): Promise<LenderKey | null> {
  const rows = await db.query<LenderKey>(
    `INSERT INTO lender_keys (name, key_hash) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING
     RETURNING lender_key_id AS "lenderKeyId", name`,
    [name, keyHash],
  );
  return rows[0] ?? null;
}

/** The live key with this hash; a revoked key is no key. */
export async function findLiveLenderKey(db: Queryable, keyHash: string): Promise<LenderKey | null> {
  const rows = await db.query<LenderKey>(
    `SELECT lender_key_id AS "lenderKeyId", name FROM lender_keys WHERE key_hash = $1 AND revoked_at IS NULL`,
    [keyHash],
  );
  return rows[0] ?? null;
}

/** True when a live key of that name was revoked. */
export async function revokeLenderKey(db: Queryable, name: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE lender_keys SET revoked_at = now() WHERE name = $1 AND revoked_at IS NULL RETURNING lender_key_id',
    [name],
  );
  return rows.length > 0;
}

export async function listLenderKeys(db: Queryable): Promise<LenderKeyListing[]> {
  return db.query<LenderKeyListing>(
    `SELECT lender_key_id AS "lenderKeyId", name, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
       to_char(revoked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "revokedAt"
     FROM lender_keys ORDER BY lender_key_id`,
  );
}

import type { Queryable } from '../db/types';
import { randomToken, sha256 } from '../auth/crypto';
import { insertLenderKey, listLenderKeys, type LenderKeyListing, revokeLenderKey } from '../repositories/lender-keys';

/** Prefix of every lender key, so a leaked key is recognisable in a secret scanner. */
export const LENDER_KEY_PREFIX = 'rpl_';

/** The key is stored only as its SHA-256 (a random 256-bit key needs no slow hash). */
export const lenderKeyHash = (key: string): string => sha256(key);

/** Creates a key for a calling system; the plain key is returned once and never stored. */
export async function createLenderKey(db: Queryable, name: string): Promise<string> {
  const key = `${LENDER_KEY_PREFIX}${randomToken(32)}`;
  const created = await insertLenderKey(db, name, lenderKeyHash(key));
  if (!created) throw new Error(`A lender key named "${name}" already exists (revoke it, or choose another name).`);
  return key;
}

export async function revokeLenderKeyNamed(db: Queryable, name: string): Promise<void> {
  if (!(await revokeLenderKey(db, name))) throw new Error(`No live lender key is named "${name}".`);
}

export const lenderKeys = (db: Queryable): Promise<LenderKeyListing[]> => listLenderKeys(db);

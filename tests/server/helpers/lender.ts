import type { Db } from '../../../src/server/db/types';
import { createLenderKey } from '../../../src/server/lender/keys/lender-keys';

/**
 * A live lender key for a test and its Authorization header: the first key of a new lender system of that name
 * (labelled with the name), or a new key of that system when it exists.
 */
export async function lenderAuth(db: Db, name = 'lender-test', label?: string): Promise<{ key: string; label: string; authorization: string }> {
  const created = await createLenderKey(db, name, label);
  return { key: created.key, label: created.label, authorization: `Bearer ${created.key}` };
}

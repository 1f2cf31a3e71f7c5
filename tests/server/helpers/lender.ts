import type { Db } from '../../../src/server/db/types';
import { createLenderKey } from '../../../src/server/lender/lender-keys';

/** A live lender key for a test; its Authorization header. */
export async function lenderAuth(db: Db, name = 'lender-test'): Promise<{ key: string; authorization: string }> {
  const key = await createLenderKey(db, name);
  return { key, authorization: `Bearer ${key}` };
}

import { describe, expect, it } from 'vitest';
import { createLenderKey, lenderKeys, LENDER_KEY_PREFIX, revokeLenderKeyNamed } from '../../../src/server/lender/lender-keys';
import { findLiveLenderKey } from '../../../src/server/repositories/lender-keys';
import { lenderKeyHash } from '../../../src/server/lender/lender-keys';
import { useTestDb } from '../helpers/use-test-app';

const t = useTestDb({ seed: false });

describe('lender keys', () => {
  it('stores only the hash of a created key, which finds the key until it is revoked', async () => {
    const key = await createLenderKey(t.testDb.db, 'acme-los');
    expect(key.startsWith(LENDER_KEY_PREFIX)).toBe(true);
    expect(key.length).toBeGreaterThan(40);
    const stored = await t.testDb.db.query<{ text: string }>('SELECT row_to_json(k)::text AS text FROM lender_keys k');
    expect(stored.map((r) => r.text).join()).not.toContain(key.slice(LENDER_KEY_PREFIX.length));
    expect(await findLiveLenderKey(t.testDb.db, lenderKeyHash(key))).toMatchObject({ name: 'acme-los' });
    await revokeLenderKeyNamed(t.testDb.db, 'acme-los');
    expect(await findLiveLenderKey(t.testDb.db, lenderKeyHash(key))).toBeNull();
    expect((await lenderKeys(t.testDb.db)).map((k) => [k.name, k.revokedAt !== null])).toEqual([['acme-los', true]]);
  });

  it('refuses a second key of the same name, a bad name, and revoking a key that is not live', async () => {
    await createLenderKey(t.testDb.db, 'broker-one');
    await expect(createLenderKey(t.testDb.db, 'broker-one')).rejects.toThrow('already exists');
    await expect(createLenderKey(t.testDb.db, 'two words')).rejects.toThrow();
    await expect(revokeLenderKeyNamed(t.testDb.db, 'nobody')).rejects.toThrow('No live lender key');
  });
});

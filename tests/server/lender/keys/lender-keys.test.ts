import { describe, expect, it } from 'vitest';
import {
  createLenderKey, lenderKeyHash, lenderKeys, LENDER_KEY_PREFIX, revokeLenderKeyNamed,
} from '../../../../src/server/lender/keys/lender-keys';
import { findLiveLenderKey } from '../../../../src/server/lender/keys/key-records';
import { useTestDb } from '../../helpers/use-test-app';

const t = useTestDb({ seed: false });

describe('lender keys', () => {
  it('stores only the hash of a created key, which finds the key until it is revoked', async () => {
    const { key, label } = await createLenderKey(t.testDb.db, 'acme-los');
    expect(label).toBe('acme-los');
    expect(key.startsWith(LENDER_KEY_PREFIX)).toBe(true);
    expect(key.length).toBeGreaterThan(40);
    const stored = await t.testDb.db.query<{ text: string }>('SELECT row_to_json(k)::text AS text FROM lender_keys k');
    expect(stored.map((r) => r.text).join()).not.toContain(key.slice(LENDER_KEY_PREFIX.length));
    expect(await findLiveLenderKey(t.testDb.db, lenderKeyHash(key))).toMatchObject({ name: 'acme-los', systemName: 'acme-los' });
    await revokeLenderKeyNamed(t.testDb.db, 'acme-los');
    expect(await findLiveLenderKey(t.testDb.db, lenderKeyHash(key))).toBeNull();
    expect((await lenderKeys(t.testDb.db)).map((k) => [k.name, k.revokedAt !== null])).toEqual([['acme-los', true]]);
  });

  it('gives a system several live keys, each revoked on its own, by label or by id', async () => {
    const first = await createLenderKey(t.testDb.db, 'broker-one');
    const second = await createLenderKey(t.testDb.db, 'broker-one');
    const third = await createLenderKey(t.testDb.db, 'broker-one', 'broker-one-2027');
    expect([first.label, second.label, third.label]).toEqual(['broker-one', 'broker-one-2', 'broker-one-2027']);
    expect([first.systemCreated, second.systemCreated]).toEqual([true, false]);
    const system = async (key: string) => (await findLiveLenderKey(t.testDb.db, lenderKeyHash(key)))?.lenderSystemId;
    expect(await system(second.key)).toBe(await system(first.key));
    const revoked = await revokeLenderKeyNamed(t.testDb.db, String(first.lenderKeyId));
    expect(revoked.revoked.name).toBe('broker-one');
    expect(revoked.stillLive.map((k) => k.name)).toEqual(['broker-one-2', 'broker-one-2027']);
    expect(await system(first.key)).toBeUndefined();
    expect(await system(second.key)).toBeDefined();
  });

  it("refuses a label any key has had, a bad name, and revoking what is not a live key", async () => {
    await createLenderKey(t.testDb.db, 'broker-two');
    await expect(createLenderKey(t.testDb.db, 'broker-three', 'broker-two')).rejects.toThrow('belongs to key');
    await expect(createLenderKey(t.testDb.db, 'two words')).rejects.toThrow("A lender system's name is");
    await expect(createLenderKey(t.testDb.db, 'broker-two', 'a label')).rejects.toThrow("A key's label is");
    await expect(revokeLenderKeyNamed(t.testDb.db, 'nobody')).rejects.toThrow('No lender key has the label or id');
    await expect(revokeLenderKeyNamed(t.testDb.db, 'acme-los')).rejects.toThrow('already revoked');
    expect((await lenderKeys(t.testDb.db)).map((k) => k.systemName)).not.toContain('broker-three');
  });
});

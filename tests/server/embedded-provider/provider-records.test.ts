import type { AdapterPayload } from 'oidc-provider';
import { describe, expect, it } from 'vitest';
import { providerRecords } from '../../../src/server/embedded-provider/provider-records';
import { useTestDb } from '../helpers/use-test-app';

const t = useTestDb();
const payload = (p: Record<string, unknown>) => p as AdapterPayload;
const rowCount = async () =>
  (await t.testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM oidc_provider_records'))[0]?.n;

describe('the provider records', () => {
  it('keeps a payload as the provider wrote it, nested snake_case keys too, and finds it by id or uid', async () => {
    const Interaction = providerRecords(t.testDb.db);
    const interactions = new Interaction('Interaction');
    const written = payload({ uid: 'u-1', params: { client_id: 'portal', redirect_uri: 'https://portal.example/cb' } });
    await interactions.upsert('i-1', written, 600);
    expect(await interactions.find('i-1')).toEqual(written);
    expect(await interactions.findByUid('u-1')).toEqual(written);
    expect(await new Interaction('Session').find('i-1')).toBeUndefined();
  });

  it('finds a consumed record with its time, and no expired one', async () => {
    const Records = providerRecords(t.testDb.db);
    const codes = new Records('AuthorizationCode');
    await codes.upsert('c-1', payload({ grantId: 'g-1' }), 60);
    await codes.consume('c-1');
    expect(await codes.find('c-1')).toMatchObject({ grantId: 'g-1', consumed: expect.any(Number) });
    await t.testDb.db.query("UPDATE oidc_provider_records SET expires_at = now() - interval '1 second' WHERE id = 'c-1'");
    expect(await codes.find('c-1')).toBeUndefined();
  });

  it('revokes every record of a grant, and a write sweeps the expired ones when the interval has passed', async () => {
    const Records = providerRecords(t.testDb.db, 0);
    await new Records('AuthorizationCode').upsert('c-2', payload({ grantId: 'g-2' }), 60);
    await new Records('RefreshToken').upsert('r-2', payload({ grantId: 'g-2' }), 3600);
    await new Records('Session').upsert('s-2', payload({ uid: 's-uid' }));
    await new Records('Grant').upsert('g-2', payload({ accountId: '100000' }), 3600);
    await new Records('Grant').revokeByGrantId('g-2');
    const left = await t.testDb.db.query<{ id: string }>("SELECT id FROM oidc_provider_records WHERE id IN ('c-2', 'r-2', 's-2', 'g-2')");
    expect(left.map((r) => r.id)).toEqual(['s-2']);
    await t.testDb.db.query("UPDATE oidc_provider_records SET expires_at = now() - interval '1 second'");
    await new Records('Session').upsert('s-3', payload({ uid: 's-uid-3' }), 60);
    expect(await rowCount()).toBe(1);
  });
});

import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import { sql } from 'kysely';
import { fromNow, now, queryBuilder } from '../db/query-builder';
import type { Queryable } from '../db/types';

/** Seconds since the epoch, as the provider writes its times. */
const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/**
 * node-oidc-provider's storage adapter over `oidc_provider_records`: one instance per kind of record (`model`:
 * Session, Interaction, AuthorizationCode, Grant, RefreshToken, ...). An expired record is never found; a consumed one
 * is found with its `consumed` time, which is how the provider refuses an authorisation code used twice.
 */
export function providerRecords(db: Queryable, sweepEveryMs = 10 * 60 * 1000): AdapterConstructor {
  const records = () => queryBuilder(db).selectFrom('oidcProviderRecords');
  let lastSweepAt = Number.NEGATIVE_INFINITY;
  /** Expired records go at most once per interval per process, on the back of a write: no timer to stop. */
  const sweepIfDue = async (): Promise<void> => {
    if (Date.now() - lastSweepAt < sweepEveryMs) return;
    lastSweepAt = Date.now();
    await deleteExpiredProviderRecords(db);
  };

  return class ProviderRecords implements Adapter {
    constructor(private readonly model: string) {}

    private async findWhere(column: 'id' | 'uid' | 'userCode', value: string): Promise<AdapterPayload | undefined> {
      // As text: the builder's camel-casing would rename the keys inside the payload (client_id).
      const row = await records().select([sql<string>`payload::text`.as('payload'), 'consumedAt'])
        .where('model', '=', this.model).where(column, '=', value)
        .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
        .executeTakeFirst();
      if (!row) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: epochSeconds(row.consumedAt) } : payload;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const values = {
        payload: sql`${JSON.stringify(payload)}::jsonb`,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? fromNow(expiresIn) : null,
      };
      await queryBuilder(db).insertInto('oidcProviderRecords').values({ model: this.model, id, ...values })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(values))
        .execute();
      await sweepIfDue();
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('id', id);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('userCode', userCode);
    }

    async consume(id: string): Promise<void> {
      await queryBuilder(db).updateTable('oidcProviderRecords').set({ consumedAt: now })
        .where('model', '=', this.model).where('id', '=', id).execute();
    }

    async destroy(id: string): Promise<void> {
      await queryBuilder(db).deleteFrom('oidcProviderRecords').where('model', '=', this.model).where('id', '=', id).execute();
    }

    revokeByGrantId(grantId: string): Promise<void> {
      return revokeGrant(db, grantId);
    }
  };
}

/** The grant and every record of it, of every kind: its codes and tokens end with it. */
export async function revokeGrant(db: Queryable, grantId: string): Promise<void> {
  await queryBuilder(db).deleteFrom('oidcProviderRecords')
    .where((eb) => eb.or([eb('grantId', '=', grantId), eb.and([eb('model', '=', 'Grant'), eb('id', '=', grantId)])]))
    .execute();
}

/** Deletes the records that have expired (the provider never reads them again). */
async function deleteExpiredProviderRecords(db: Queryable): Promise<void> {
  await queryBuilder(db).deleteFrom('oidcProviderRecords').where('expiresAt', '<=', now).execute();
}

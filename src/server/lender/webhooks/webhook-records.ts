import { fromNow, now, queryBuilder, type RowOf, utcTime } from '../../db/query-builder';
import type { Queryable } from '../../db/types';

/** Sets (or replaces) the system's endpoint and its signing secret. */
export async function upsertWebhookEndpoint(db: Queryable, lenderSystemId: number, url: string, signingSecret: string): Promise<void> {
  await queryBuilder(db).insertInto('webhookEndpoints').values({ lenderSystemId, url, signingSecret })
    .onConflict((oc) => oc.column('lenderSystemId').doUpdateSet((eb) => ({
      url: eb.ref('excluded.url'), signingSecret: eb.ref('excluded.signingSecret'), updatedAt: now,
    })))
    .execute();
}

/** True when the system had an endpoint; its undelivered events go with it. */
export async function deleteWebhookEndpoint(db: Queryable, lenderSystemId: number): Promise<boolean> {
  const rows = await queryBuilder(db).deleteFrom('webhookEndpoints').where('lenderSystemId', '=', lenderSystemId)
    .returning('lenderSystemId').execute();
  return rows.length > 0;
}

function selectEndpoints(db: Queryable) {
  return queryBuilder(db).selectFrom('webhookEndpoints as e').innerJoin('lenderSystems as s', 's.lenderSystemId', 'e.lenderSystemId')
    .select((eb) => {
      const outbox = () => eb.selectFrom('webhookOutbox as o').select(eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
        .whereRef('o.lenderSystemId', '=', 'e.lenderSystemId');
      return [
        's.name as systemName', 'e.url', utcTime(eb.ref('e.updatedAt')).as('updatedAt'),
        outbox().where('o.deliveredAt', 'is', null).where('o.abandonedAt', 'is', null).$asScalar().as('pending'),
        outbox().where('o.abandonedAt', 'is not', null).$asScalar().as('abandoned'),
      ];
    })
    .orderBy('s.name');
}

export type WebhookEndpointListing = RowOf<typeof selectEndpoints>;

export async function listWebhookEndpoints(db: Queryable): Promise<WebhookEndpointListing[]> {
  return selectEndpoints(db).execute();
}

/**
 * Claims up to `limit` due events: rows other servers hold are skipped (FOR UPDATE SKIP LOCKED), and each claimed row
 * is leased (its next attempt moved `leaseSeconds` ahead) so no other server takes it while this one delivers; a
 * server that stops mid-delivery leaves it to be claimed again when the lease ends.
 */
export async function claimDueDeliveries(db: Queryable, limit: number, leaseSeconds: number) {
  return queryBuilder(db).updateTable('webhookOutbox as o').from('webhookEndpoints as e')
    .set((eb) => ({ attempts: eb('o.attempts', '+', 1), nextAttemptAt: fromNow(leaseSeconds) }))
    .whereRef('e.lenderSystemId', '=', 'o.lenderSystemId')
    .where('o.webhookOutboxId', 'in', (eb) => eb.selectFrom('webhookOutbox').select('webhookOutboxId')
      .where('deliveredAt', 'is', null).where('abandonedAt', 'is', null).where('nextAttemptAt', '<=', now)
      .orderBy('nextAttemptAt').orderBy('webhookOutboxId').limit(limit).forUpdate().skipLocked())
    .returning((eb) => [
      'o.webhookOutboxId', eb.cast<string>('o.eventId', 'text').as('eventId'), 'o.eventType',
      // The event's data as stored (jsonb text).
      eb.cast<string>('o.payload', 'text').as('payload'),
      utcTime(eb.ref('o.createdAt'), 'milliseconds').as('createdAt'),
      // This attempt's number, from 1.
      'o.attempts as attempt',
      'e.url', 'e.signingSecret',
    ])
    .execute();
}

/** An event claimed for one delivery attempt, with where it goes. */
export type ClaimedDelivery = Awaited<ReturnType<typeof claimDueDeliveries>>[number];

export async function markDelivered(db: Queryable, webhookOutboxId: ClaimedDelivery['webhookOutboxId']): Promise<void> {
  await queryBuilder(db).updateTable('webhookOutbox').set({ deliveredAt: now, lastError: null })
    .where('webhookOutboxId', '=', webhookOutboxId).execute();
}

/** A failed attempt: tried again after `retryInMs`, or abandoned when it was the last. */
export async function markAttemptFailed(
  db: Queryable, webhookOutboxId: ClaimedDelivery['webhookOutboxId'], error: string, retryInMs: number | null,
): Promise<void> {
  const lastError = error.slice(0, 500);
  await queryBuilder(db).updateTable('webhookOutbox')
    .set(retryInMs === null
      ? { lastError, abandonedAt: now }
      : { lastError, nextAttemptAt: fromNow(retryInMs / 1000), abandonedAt: null })
    .where('webhookOutboxId', '=', webhookOutboxId).execute();
}

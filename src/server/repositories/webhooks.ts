import type { Queryable } from '../db/types';

/** Sets (or replaces) the system's endpoint and its signing secret. */
export async function upsertWebhookEndpoint(db: Queryable, lenderSystemId: number, url: string, signingSecret: string): Promise<void> {
  await db.query(
    `INSERT INTO webhook_endpoints (lender_system_id, url, signing_secret) VALUES ($1, $2, $3)
     ON CONFLICT (lender_system_id) DO UPDATE SET url = EXCLUDED.url, signing_secret = EXCLUDED.signing_secret,
       updated_at = now()`,
    [lenderSystemId, url, signingSecret],
  );
}

/** True when the system had an endpoint; its undelivered events go with it. */
export async function deleteWebhookEndpoint(db: Queryable, lenderSystemId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM webhook_endpoints WHERE lender_system_id = $1 RETURNING lender_system_id', [lenderSystemId]);
  return rows.length > 0;
}

export interface WebhookEndpointListing {
  systemName: string;
  url: string;
  updatedAt: string;
  pending: number;
  abandoned: number;
}

export async function listWebhookEndpoints(db: Queryable): Promise<WebhookEndpointListing[]> {
  return db.query<WebhookEndpointListing>(
    `SELECT s.name AS "systemName", e.url, to_char(e.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt",
       (SELECT count(*)::integer FROM webhook_outbox o WHERE o.lender_system_id = e.lender_system_id
         AND o.delivered_at IS NULL AND o.abandoned_at IS NULL) AS pending,
       (SELECT count(*)::integer FROM webhook_outbox o WHERE o.lender_system_id = e.lender_system_id
         AND o.abandoned_at IS NOT NULL) AS abandoned
     FROM webhook_endpoints e JOIN lender_systems s USING (lender_system_id) ORDER BY s.name`,
  );
}

/** An event claimed for one delivery attempt, with where it goes. */
export interface ClaimedDelivery {
  webhookOutboxId: number;
  eventId: string;
  eventType: string;
  /** The event's data as stored (jsonb text). */
  payload: string;
  createdAt: string;
  /** This attempt's number, from 1. */
  attempt: number;
  url: string;
  signingSecret: string;
}

/**
 * Claims up to `limit` due events: rows other servers hold are skipped (FOR UPDATE SKIP LOCKED), and each claimed row
 * is leased (its next attempt moved `leaseSeconds` ahead) so no other server takes it while this one delivers; a
 * server that stops mid-delivery leaves it to be claimed again when the lease ends.
 */
export async function claimDueDeliveries(db: Queryable, limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
  return db.query<ClaimedDelivery>(
    `UPDATE webhook_outbox o SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
     FROM webhook_endpoints e
     WHERE e.lender_system_id = o.lender_system_id AND o.webhook_outbox_id IN (
       SELECT webhook_outbox_id FROM webhook_outbox
       WHERE delivered_at IS NULL AND abandoned_at IS NULL AND next_attempt_at <= now()
       ORDER BY next_attempt_at, webhook_outbox_id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING o.webhook_outbox_id AS "webhookOutboxId", o.event_id::text AS "eventId", o.event_type AS "eventType",
       o.payload::text AS payload,
       to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
       o.attempts AS attempt, e.url, e.signing_secret AS "signingSecret"`,
    [limit, leaseSeconds],
  );
}

export async function markDelivered(db: Queryable, webhookOutboxId: number): Promise<void> {
  await db.query('UPDATE webhook_outbox SET delivered_at = now(), last_error = NULL WHERE webhook_outbox_id = $1', [webhookOutboxId]);
}

/** A failed attempt: tried again after `retryInMs`, or abandoned when it was the last. */
export async function markAttemptFailed(
  db: Queryable, webhookOutboxId: number, error: string, retryInMs: number | null,
): Promise<void> {
  await db.query(
    `UPDATE webhook_outbox SET last_error = $2,
       next_attempt_at = CASE WHEN $3::integer IS NULL THEN next_attempt_at ELSE now() + make_interval(secs => $3::integer / 1000.0) END,
       abandoned_at = CASE WHEN $3::integer IS NULL THEN now() END
     WHERE webhook_outbox_id = $1`,
    [webhookOutboxId, error.slice(0, 500), retryInMs],
  );
}

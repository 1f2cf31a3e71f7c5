import type { Queryable } from '../../db/types';
import type { Actor, FieldChange, IdentityCheckOutcome } from '../../audit/audit-trail';

/** One recorded change, as the lender reads it. */
export interface AuditEvent {
  eventId: number;
  /** ISO 8601, UTC. */
  occurredAt: string;
  actorType: Actor['type'];
  actor: string;
  call: string;
  fields: string[];
  /** The id of the request that made the change (null for the portal's own changes and older events). */
  requestId: string | null;
  /** An identity check's outcome; null for every other event. */
  outcome: IdentityCheckOutcome | null;
  /** `/<table>/<row key>/<column>` of every column a borrower's change wrote, with its value before and after. */
  changes: Record<string, FieldChange>;
}

export interface AuditPage {
  events: AuditEvent[];
  /** The afterEventId of the next page; null on the last one. */
  nextAfterEventId: number | null;
}

interface AuditEventRow extends Omit<AuditEvent, 'eventId'> {
  /** bigint: a string from pg, a BigInt from PGlite. */
  eventId: string | bigint;
}

/** The offer's events after `afterEventId`, oldest first, at most `limit` of them. */
export async function listAuditEvents(
  db: Queryable,
  offerId: number,
  page: { afterEventId: number; limit: number },
): Promise<AuditPage> {
  // One row more than asked says whether another page follows.
  const rows = await db.query<AuditEventRow>(
    `SELECT audit_event_id AS "eventId",
       to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "occurredAt",
       actor_type AS "actorType", actor, call, fields, request_id AS "requestId", outcome, changes
     FROM audit_events WHERE offer_id = $1 AND audit_event_id > $2
     ORDER BY audit_event_id LIMIT $3`,
    [offerId, page.afterEventId, page.limit + 1],
  );
  const events = rows.slice(0, page.limit).map((row) => ({ ...row, eventId: Number(row.eventId) }));
  const last = events.at(-1);
  return { events, nextAfterEventId: rows.length > page.limit && last ? last.eventId : null };
}

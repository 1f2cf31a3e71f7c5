// Reading the audit trail straight from its table, for the tests of what the calls record.
import type { Queryable } from '../../../src/server/db/types';

export interface AuditRow {
  offerId: number;
  actorType: string;
  actor: string;
  call: string;
  fields: string[];
}

/** The id of the latest event so far (0 before the first): events after it are the ones a test caused. */
export async function lastAuditEventId(db: Queryable): Promise<number> {
  const [row] = await db.query<{ id: string | number | bigint | null }>('SELECT max(audit_event_id) AS id FROM audit_events');
  return Number(row?.id ?? 0);
}

/** Every event recorded after `afterEventId`, oldest first. */
export function auditRowsAfter(db: Queryable, afterEventId: number): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    `SELECT offer_id AS "offerId", actor_type AS "actorType", actor, call, fields
     FROM audit_events WHERE audit_event_id > $1 ORDER BY audit_event_id`,
    [afterEventId],
  );
}

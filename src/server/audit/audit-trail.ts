import type { Queryable } from '../db/types';

/** Who made a change: a borrower (by borrower id), a lender system (by key name) or the portal itself. */
export interface Actor {
  type: 'borrower' | 'lender' | 'system';
  id: string;
}

export interface AuditEntry {
  offerId: number;
  actor: Actor;
  /** The call that made the change (CreateOffer, UpdateBorrowerContact, ...). */
  call: string;
  /** JSON pointers of the fields written; never their values. */
  fields: string[];
  /** Fastify's id of the request that made the change. */
  requestId?: string;
  /** An identity check's outcome. */
  outcome?: IdentityCheckOutcome;
  /**
   * Keep what the database trigger of migration 018 collected in this transaction (`captureChanges`): each column
   * written, as `/<table>/<row key>/<column>` to its value before and after (personal columns redacted).
   */
  withCapturedChanges?: boolean;
}

/** What an identity check came to, as the trail records it (a check refused for want of consent stores nothing). */
export type IdentityCheckOutcome = 'verified' | 'refused' | 'locked';

/** A column's value before and after a change; a personal value is never recorded, only that it changed. */
export type FieldChange = { before: unknown; after: unknown } | { redacted: true };

const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The JSON pointer of every leaf of a body, in order. Values are never read into the trail, so a pointer to an SSN or
 * a date of birth records that it was sent, not what it was.
 */
export function fieldPointers(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) {
    return value.length === 0 ? [at || '/'] : value.flatMap((item, i) => fieldPointers(item, `${at}/${i}`));
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length === 0 ? [at || '/'] : entries.flatMap(([key, item]) => fieldPointers(item, `${at}/${escapePointer(key)}`));
  }
  return [at || '/'];
}

/** From now until the transaction ends, the database collects every column written to the borrower's data. */
export async function captureChanges(tx: Queryable): Promise<void> {
  await tx.query(`SELECT set_config('portal.audit_capture', 'on', true), set_config('portal.audit_changes', '', true)`);
}

const CAPTURED = `coalesce(nullif(current_setting('portal.audit_changes', true), ''), '{}')::jsonb`;

/** Records one change; call it inside the transaction that makes the change. */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_events (offer_id, actor_type, actor, call, fields, request_id, outcome, changes)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, ${entry.withCapturedChanges ? CAPTURED : `'{}'::jsonb`})`,
    [entry.offerId, entry.actor.type, entry.actor.id, entry.call, JSON.stringify(entry.fields), entry.requestId ?? null,
      entry.outcome ?? null],
  );
}

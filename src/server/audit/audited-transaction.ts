import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/types';
import { captureChanges, fieldPointers, recordAudit } from './audit-trail';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's change in one transaction, recorded in the audit trail within it (see `auditedTransaction`). */
    auditedTransaction<T>(work: (tx: Queryable, setDetails: SetAuditDetails) => Promise<T>, details?: AuditDetails): Promise<T>;
  }
}

/** What a change records when the defaults (the session's offer and borrower, the body's leaves) are not right. */
export interface AuditDetails {
  /** The fields changed, when they are not the body's leaves (a status change names the status). */
  fields?: string[];
  /** The offer and borrower of a change made without a session (consent through an offer link). */
  borrower?: { offerId: number; borrowerId: number };
}

/** Lets the work give details it learns only inside the transaction; the last given wins. */
export type SetAuditDetails = (details: AuditDetails) => void;

/** The call a route answers: its URL without `/api/` (UpdateBorrowerContact, SubmitApplication, ...). */
function callOf(request: FastifyRequest): string {
  return (request.routeOptions.url ?? request.url).replace(/^\/api\//, '');
}

/**
 * Runs a borrower's change in one transaction and, once the change has succeeded, records it in the audit trail in
 * that same transaction: a change that throws leaves no event, and an event that cannot be written undoes the change.
 * The event carries the request's id and every column the change wrote, before and after (see `captureChanges`).
 */
export async function auditedTransaction<T>(
  db: Db,
  request: FastifyRequest,
  work: (tx: Queryable, setDetails: SetAuditDetails) => Promise<T>,
  details: AuditDetails = {},
): Promise<T> {
  const bodyFields = fieldPointers(request.body);
  return db.transaction(async (tx) => {
    await captureChanges(tx);
    let given = details;
    const result = await work(tx, (more) => {
      given = { ...given, ...more };
    });
    const session = request.portalSession;
    const borrower = given.borrower ?? (session && { offerId: session.offerId, borrowerId: session.borrowerId });
    // A programming error, not the borrower's: the change is undone rather than kept without its author.
    if (!borrower) throw new Error(`${callOf(request)} changed an offer with neither a session nor a named borrower`);
    await recordAudit(tx, {
      offerId: borrower.offerId,
      actor: { type: 'borrower', id: String(borrower.borrowerId) },
      call: callOf(request),
      fields: given.fields ?? bodyFields,
      requestId: request.id,
      withCapturedChanges: true,
    });
    return result;
  });
}

/** Gives every request `request.auditedTransaction(work, details?)` on this database. */
export function decorateAuditedTransactions(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auditedTransaction', function auditedTransactionOfRequest<T>(
    this: FastifyRequest,
    work: (tx: Queryable, setDetails: SetAuditDetails) => Promise<T>,
    details?: AuditDetails,
  ): Promise<T> {
    return auditedTransaction(db, this, work, details);
  });
}

import type { FastifyInstance } from 'fastify';
import type { BodyCallName, CallBody, CallResponse } from '../../shared/api/generated/calls';
import { SESSION_USE } from '../auth/session';
import type { Queryable } from '../db/types';
import { AppError } from '../errors';
import { findApplication } from '../application/applications';
import { saveCall } from './call-route';

interface OwnRecordIds {
  applicationId: number;
  borrowerId: number;
}

/** The calls whose body names an application and a borrower. */
type OwnRecordCall = { [C in BodyCallName]: CallBody<C> extends OwnRecordIds ? C : never }[BodyCallName];

/**
 * A save of a borrower's own record (their contact, their language preference): the body's borrower must be the
 * application's own, on the session's offer (else 403 FORBIDDEN); the answer carries the saver's profile.
 */
export function ownRecordSave<C extends OwnRecordCall>(
  app: FastifyInstance,
  call: C,
  save: (tx: Queryable, body: CallBody<NoInfer<C>>) => Promise<CallResponse<NoInfer<C>>>,
): void {
  const idsOf = (body: CallBody<C>): OwnRecordIds => body as OwnRecordIds;
  saveCall(app, call, {
    session: SESSION_USE.changeApplication, answersProfile: true,
    names: (body) => ({ applicationIds: [idsOf(body).applicationId], borrowerIds: [idsOf(body).borrowerId] }),
  }, async (tx, body) => {
    const { applicationId, borrowerId } = idsOf(body);
    const application = await findApplication(tx, applicationId);
    if (!application || application.borrowerId !== borrowerId) throw new AppError('FORBIDDEN');
    return save(tx, body);
  });
}

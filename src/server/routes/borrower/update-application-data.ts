import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UpdateApplicationDataBody, UpdateApplicationDataResponse } from '../../../shared/api/generated/types';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { loanPurposeOf } from '../../repositories/loan-answers';
import { findOffer } from '../../repositories/offers';
import { saveLoanAnswers } from '../../services/save-loan-answers';
import { callSchema } from '../call-route';
import type { RouteContext } from '../context';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Before validation: the subject property's loan purpose is the offer's, whatever was sent, so the body schema's
 * "refinance type required when the purpose is Refinance" rule holds for the real purpose.
 */
function offerLoanPurpose(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (!isObject(body) || !isObject(body.subjectProperty)) return;
    const offer = await findOffer(db, sessionOf(request).offerId);
    if (!offer) throw new AppError('FORBIDDEN');
    body.subjectProperty.loanPurpose = loanPurposeOf(offer);
  };
}

/** The loan flow's save: subject property answers and gifts or grants of one application. */
export function updateApplicationDataRoute(app: FastifyInstance, { db }: RouteContext): void {
  app.post<{ Body: UpdateApplicationDataBody }>(
    '/api/UpdateApplicationData',
    {
      config: { session: SESSION_USE.changeApplication, answersProfile: true },
      preValidation: offerLoanPurpose(db),
      schema: callSchema('UpdateApplicationData'),
    },
    async (request): Promise<UpdateApplicationDataResponse> => {
      const session = sessionOf(request);
      const body = request.body;
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [body.applicationId] });
        const offer = await findOffer(tx, session.offerId);
        if (!offer) throw new AppError('FORBIDDEN');
        return saveLoanAnswers(tx, offer, body);
      });
    },
  );
}

import type { FastifyRequest } from 'fastify';
import { SESSION_USE, sessionOf } from '../../auth/session';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { loanPurposeOf } from './loan-answers';
import { findOffer } from '../../offer/offers';
import { saveLoanAnswers } from './save-loan-answers';
import { saveCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

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
const updateApplicationDataRoute: RouteRegistration = (app, { db }) => saveCall(app, 'UpdateApplicationData', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  preValidation: offerLoanPurpose(db),
  names: (body) => ({ applicationIds: [body.applicationId] }),
}, async (tx, body, session) => {
  const offer = await findOffer(tx, session.offerId);
  if (!offer) throw new AppError('FORBIDDEN');
  return saveLoanAnswers(tx, offer, body);
});

export default calledBy('borrower', updateApplicationDataRoute);

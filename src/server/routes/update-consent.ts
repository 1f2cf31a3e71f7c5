import type { FastifyInstance } from 'fastify';
import type { UpdateBorrowerConsentBody, UpdateBorrowerConsentResponse } from '../../shared/api/consent';
import { AppError } from '../errors';
import { publicRateLimit } from '../rate-limit/public-limits';
import { findApplicationFor, listApplicationsOfOffer } from '../repositories/applications';
import { recordConsent } from '../repositories/borrowers';
import { findOffer, setOfferStatus } from '../repositories/offers';
import { errorResponses, ref, type RouteContext } from './context';

const NEW = 1, ACCESSED = 2, IN_PROGRESS = 3, SUBMITTED = 4, PENDING_CONSENT = 6;

export function updateConsentRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: UpdateBorrowerConsentBody }>(
    '/api/UpdateBorrowerConsent',
    {
      config: { rateLimit: publicRateLimit(config) },
      schema: {
        body: ref('UpdateBorrowerConsent.body.json'),
        response: { 200: ref('UpdateBorrowerConsent.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<UpdateBorrowerConsentResponse> => {
      const body = request.body;
      const [offerId, borrowerId] =
        'offerID' in body && 'borrowerId' in body
          ? [body.offerID, body.borrowerId]
          : [(body as { OfferID: number }).OfferID, (body as { DestinyCustomerRecordID: number }).DestinyCustomerRecordID];
      return db.transaction(async (tx) => {
        const offer = await findOffer(tx, offerId);
        if (!offer || !(await findApplicationFor(tx, offerId, borrowerId))) throw new AppError('LOAN_NOT_FOUND');
        await recordConsent(tx, borrowerId);
        let status = offer.offerStatusId;
        // Consent starts the application; the last consent of a Pending Consent offer completes its submission.
        if (status === NEW || status === ACCESSED) status = IN_PROGRESS;
        if (status === PENDING_CONSENT) {
          const all = await listApplicationsOfOffer(tx, offerId);
          if (all.every((a) => a.hasSignedConsent)) status = SUBMITTED;
        }
        if (status !== offer.offerStatusId) await setOfferStatus(tx, offerId, status);
        return { hasSignedConsent: true, offerStatusID: status };
      });
    },
  );
}

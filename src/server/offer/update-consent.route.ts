import { AppError } from '../errors';
import { publicRateLimit } from '../rate-limit/public-limits';
import { resolveOfferLink } from './offer-link';
import { listApplicationsOfOffer } from '../application/applications';
import { recordConsent } from '../application/borrowers';
import { setOfferStatus } from './offers';
import { postCall } from '../routes/call-route';
import { calledBy, type RouteRegistration } from '../routes/context';

const NEW = 1, ACCESSED = 2, IN_PROGRESS = 3, SUBMITTED = 4, PENDING_CONSENT = 6;

const updateConsentRoute: RouteRegistration = (app, { config }) =>
  postCall(app, 'UpdateBorrowerConsent', { rateLimit: publicRateLimit(config) }, async (request) => {
    const body = request.body;
    const link =
      'offerID' in body && 'borrowerId' in body
        ? { offerLinkId: body.offerID, borrowerLinkId: body.borrowerId }
        : {
          offerLinkId: (body as { OfferID: string }).OfferID,
          borrowerLinkId: (body as { DestinyCustomerRecordID: string }).DestinyCustomerRecordID,
        };
    // No session here: the offer link is the credential, and the borrower it names is the one who consents.
    return request.auditedTransaction(async (tx, setAuditDetails) => {
      const linked = await resolveOfferLink(tx, link);
      if (!linked) throw new AppError('LOAN_NOT_FOUND');
      const { offer, application } = linked;
      const offerId = offer.offerId;
      await recordConsent(tx, application.borrowerId);
      let status = offer.offerStatusId;
      // Consent starts the application; the last consent of a Pending Consent offer completes its submission.
      if (status === NEW || status === ACCESSED) status = IN_PROGRESS;
      if (status === PENDING_CONSENT) {
        const all = await listApplicationsOfOffer(tx, offerId);
        if (all.every((a) => a.hasSignedConsent)) status = SUBMITTED;
      }
      if (status !== offer.offerStatusId) await setOfferStatus(tx, offerId, status);
      setAuditDetails({
        borrower: { offerId, borrowerId: application.borrowerId },
        fields: status === offer.offerStatusId ? ['/hasSignedConsent'] : ['/hasSignedConsent', '/offerStatusID'],
      });
      return { hasSignedConsent: true, offerStatusID: status };
    });
  });

export default calledBy('public', updateConsentRoute);

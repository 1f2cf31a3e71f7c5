import { AppError } from '../errors';
import { publicRateLimit } from '../rate-limit/public-limits';
import { resolveOfferLink } from './offer-link';
import { postCall } from '../routes/call-route';
import { calledBy, type RouteRegistration } from '../routes/context';

const getOfferRoute: RouteRegistration = (app, { db, config }) =>
  postCall(app, 'GetOffer', { rateLimit: publicRateLimit(config) }, async (request) => {
    const { offerId, CustomerRecordId } = request.body;
    const linked = await resolveOfferLink(db, { offerLinkId: offerId, borrowerLinkId: CustomerRecordId });
    if (!linked) throw new AppError('LOAN_NOT_FOUND');
    const { offer, application: borrower } = linked;
    if (!offer.activeInd) throw new AppError('NO_ACTIVE_OFFER');
    return {
      loanId: offer.loanId,
      loanRecordId: offer.loanRecordId,
      loanNumber: offer.loanNumber,
      loanStatus: offer.loanStatus,
      occupancyType: offer.occupancyType,
      loanType: offer.loanType,
      mortgageType: offer.loanType,
      loanPurpose: offer.loanPurpose,
      loanAmount: offer.loanAmount,
      appraisedValue: offer.appraisedValue,
      address: offer.address,
      options: [{
        offerDetails: {
          offer: { payment: offer.newPayment },
          benefit: { monthlySavings: offer.monthlySavings, lifetimeSavings: offer.lifetimeSavings },
          disclaimers: {
            companyDisclaimers: offer.companyDisclaimers,
            productDisclaimers: offer.productDisclaimers,
            stateDisclaimers: offer.stateDisclaimers,
          },
        },
      }],
      currentPrincipalAndInterest: offer.currentPrincipalAndInterest,
      offerStatusID: offer.offerStatusId,
      currentBorrowerFirstName: borrower.firstName,
      currentBorrowerLastName: borrower.lastName,
      loanOfficerName: offer.loanOfficerName,
      brokerageName: offer.brokerageName,
      hasSignedConsent: borrower.hasSignedConsent,
      maintenanceMode: config.maintenanceMode,
      isAccountLocked: borrower.locked,
      currentCustomerRecordId: borrower.borrowerId,
      disclaimer: offer.disclaimer,
      isNonServicedLoan: offer.isNonServicedLoan,
    };
  });

export default calledBy('public', getOfferRoute);

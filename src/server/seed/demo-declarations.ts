import type { FinancesAnswers, PropertyAndMoneyAnswers } from '../../shared/api/declarations';
import type { OfferBorrower } from '../lender/create-offer/offer-document';
import type { DemoBorrower, DemoOffer } from './demo-types';

/** Jane keeps her declarations unanswered, so the browser walk can fill them in. */
const WITHOUT_DECLARATIONS = new Set([5001]);

/** Fixed ids below 100000: the application's id and a 4 (e.g. 70024 for John). */
const declarationIdOf = (b: DemoBorrower): number => b.applicationId * 10 + 4;

/**
 * Section 5a as on the prior loan: the subject property is the borrower's home unless the loan is for an
 * investment property. John and Mary Smith (offer 1002) also owned another home together in the last 3 years.
 */
function propertyAndMoney(offer: DemoOffer, b: DemoBorrower): PropertyAndMoneyAnswers {
  const primaryResidence = offer.occupancyType === 'Primary Residence';
  const ownedAnother = primaryResidence && offer.offerId === 1002;
  return {
    primaryResidenceInd: primaryResidence,
    ownershipIntNewPropertyIND: primaryResidence ? ownedAnother : null,
    propertyTypeId: ownedAnother ? 1 : null,
    titleHeldTypeId: ownedAnother ? (b.maritalStatus === 'Married' ? 2 : 3) : null,
    affliiationWithSellerInd: false,
    undisclosedBorrowedFundsInd: false,
    borrowedFundAmount: null,
    undisclosedMortgageAppInd: false,
    undisclosedCreditAppInd: false,
    cleanEnergyLienPropertyInd: false,
  };
}

/** Section 5b as on the prior loan: every answer no (so no bankruptcy chapter). */
const FINANCES_ALL_NO: FinancesAnswers = {
  undisclosedComakerOfNoteInd: false,
  outstandingJudgementsInd: false,
  delinquentInd: false,
  partyToLawsuitInd: false,
  priorPropertyDeedInLieuInd: false,
  priorPropertyShortsaleInd: false,
  priorPropertyForeclosedInd: false,
  bankruptcyInd: false,
  chapter7Ind: false,
  chapter11Ind: false,
  chapter12Ind: false,
  chapter13Ind: false,
};

/** The prior loan's declarations, both sections completed (none for Jane). */
export function demoDeclarations(offer: DemoOffer, b: DemoBorrower): OfferBorrower['declarations'] {
  if (WITHOUT_DECLARATIONS.has(b.borrowerId)) return undefined;
  return { declarationId: declarationIdOf(b), propertyAndMoney: propertyAndMoney(offer, b), finances: FINANCES_ALL_NO };
}

import type { ScreenContext } from '../../../../../src/app/engine/mappers/types';
import type { Declarations as DeclarationsInfo } from '../../../../../src/shared/api/generated/types';
import { profileFixture } from '../../fixtures';

/** A saved declarations row: 5a with ownership and borrowing follow-ups, 5b with a Chapter 13 bankruptcy. */
export const saved: DeclarationsInfo = {
  declarationId: 100123,
  applicationId: 7001,
  primaryResidenceInd: true,
  ownershipIntNewPropertyIND: true,
  propertyTypeId: 3,
  titleHeldTypeId: 2,
  affliiationWithSellerInd: false,
  undisclosedBorrowedFundsInd: true,
  borrowedFundAmount: 2500.5,
  undisclosedMortgageAppInd: false,
  undisclosedCreditAppInd: false,
  cleanEnergyLienPropertyInd: false,
  propertyMoneyCompletedInd: true,
  undisclosedComakerOfNoteInd: false,
  outstandingJudgementsInd: false,
  delinquentInd: false,
  partyToLawsuitInd: true,
  priorPropertyDeedInLieuInd: false,
  priorPropertyShortsaleInd: false,
  priorPropertyForeclosedInd: false,
  bankruptcyInd: true,
  chapter7Ind: false,
  chapter11Ind: false,
  chapter12Ind: false,
  chapter13Ind: true,
  financesCompletedInd: false,
};

export function ctxWith(declarationsInfo: DeclarationsInfo | null): ScreenContext {
  return { profile: { ...profileFixture(), declarationsInfo }, params: {}, lookups: {} };
}

import { DEMOGRAPHIC_FIELDS, type DemographicAnswers } from '../../../shared/api/gmi';
import type { FinancesAnswers, PropertyAndMoneyAnswers } from '../../../shared/api/declarations';
import type { Queryable } from '../../db/types';
import {
  FINANCES_FIELDS, PROPERTY_AND_MONEY_FIELDS, saveFinances, savePropertyAndMoney,
} from '../../application/declarations/declarations';
import { saveDemographics } from '../../application/demographics/demographics';
import {
  insertGiftWithId, insertGift, saveHasGiftsOrGrants, saveSubjectPropertyAnswers, type SubjectPropertyAnswers,
} from '../../application/loan/loan-answers';
import { saveMilitary } from '../../application/military/military';
import type { OfferBorrower } from './offer-document';

const SUBJECT_PROPERTY_FIELDS = Object.keys({
  occupancy: 1, monthlyRentalIncome: 1, refiStatus: 1, hasExistingMortgage: 1, isApplyingForAdditionalMortgage: 1,
  isFHASecondaryResidence: 1, isManufacturedHome: 1, isMixedUseProperty: 1, expenses: 1,
} satisfies Record<keyof SubjectPropertyAnswers, 1>) as (keyof SubjectPropertyAnswers)[];

/** Every field of a section, the ones the body leaves out unanswered (null). */
function complete<T>(fields: readonly (keyof T)[], given: Partial<T>): T {
  return Object.fromEntries(fields.map((f) => [f, given[f] ?? null])) as T;
}

/** The prior loan's answers (loan flow, declarations, military service, demographics), each marked completed. */
export async function writeAnswers(tx: Queryable, applicationId: number, b: OfferBorrower): Promise<void> {
  const loan = b.loanAnswers;
  if (loan) {
    await saveSubjectPropertyAnswers(tx, applicationId, complete<SubjectPropertyAnswers>(SUBJECT_PROPERTY_FIELDS, loan.subjectProperty));
    await saveHasGiftsOrGrants(tx, applicationId, loan.hasGiftsOrGrants);
    for (const gift of loan.gifts ?? []) {
      if (gift.giftId === undefined) await insertGift(tx, applicationId, gift);
      else await insertGiftWithId(tx, applicationId, gift.giftId, gift);
    }
  }
  const declarations = b.declarations;
  if (declarations) {
    const id = declarations.declarationId;
    const propertyAndMoney = complete<PropertyAndMoneyAnswers>(PROPERTY_AND_MONEY_FIELDS, declarations.propertyAndMoney);
    await savePropertyAndMoney(tx, applicationId, propertyAndMoney, true, id);
    await saveFinances(tx, applicationId, complete<FinancesAnswers>(FINANCES_FIELDS, declarations.finances), true, id);
  }
  const military = b.militaryService;
  if (military) {
    await saveMilitary(tx, {
      applicationId,
      militaryServiceInd: military.militaryServiceInd,
      currentlyOnActiveDutyInd: military.currentlyOnActiveDutyInd ?? null,
      veteranInd: military.veteranInd ?? null,
      reserveOrNationalGuardInd: military.reserveOrNationalGuardInd ?? null,
      survivingSpouseInd: military.survivingSpouseInd ?? null,
      serviceTourExpirationDate: military.serviceTourExpirationDate ?? null,
    });
  }
  const demographics = b.demographics;
  if (demographics) {
    await saveDemographics(tx, {
      ...(demographics.demographicId === undefined ? {} : { demographicId: demographics.demographicId }),
      applicationId,
      activeInd: true,
      demographicsCompletedInd: true,
      answers: complete<DemographicAnswers>(DEMOGRAPHIC_FIELDS, demographics.answers),
    });
  }
}

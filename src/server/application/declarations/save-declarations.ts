import type { FinancesAnswers, PropertyAndMoneyAnswers } from '../../../shared/api/declarations';
import type { Declarations, UpdateFinancesBody, UpdatePropertyAndMoneyBody } from '../../../shared/api/generated/types';
import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import {
  findDeclarationApplication, findDeclarations, saveFinances, savePropertyAndMoney,
} from './declarations';

/** A declarationId sent must be the row of the body's application (else FORBIDDEN: another loan's record). */
async function assertDeclarationOf(tx: Queryable, applicationId: number, declarationId: number | undefined): Promise<void> {
  if (declarationId === undefined) return;
  if ((await findDeclarationApplication(tx, declarationId)) !== applicationId) throw new AppError('FORBIDDEN');
}

async function saved(tx: Queryable, applicationId: number): Promise<Declarations> {
  const info = await findDeclarations(tx, applicationId);
  if (!info) throw new Error(`declarations of application ${applicationId} vanished`);
  return info;
}

/**
 * Section 5a as stored. The follow-ups only while the answer that asks them is yes (ownership in the last 3 years after
 * a primary residence yes, property type and title held after an ownership yes, the amount after a borrowing yes) are
 * the screen's `clear` rules (schemas/declarations/property-and-money.binding.json), which the save applies first.
 */
export function propertyAndMoneyAnswers(body: UpdatePropertyAndMoneyBody): PropertyAndMoneyAnswers {
  return {
    primaryResidenceInd: body.primaryResidenceInd ?? null,
    ownershipIntNewPropertyIND: body.ownershipIntNewPropertyIND ?? null,
    propertyTypeId: body.propertyTypeId ?? null,
    titleHeldTypeId: body.titleHeldTypeId ?? null,
    affliiationWithSellerInd: body.affliiationWithSellerInd ?? null,
    undisclosedBorrowedFundsInd: body.undisclosedBorrowedFundsInd ?? null,
    borrowedFundAmount: body.borrowedFundAmount ?? null,
    undisclosedMortgageAppInd: body.undisclosedMortgageAppInd ?? null,
    undisclosedCreditAppInd: body.undisclosedCreditAppInd ?? null,
    cleanEnergyLienPropertyInd: body.cleanEnergyLienPropertyInd ?? null,
  };
}

/** Section 5b as stored: no to bankruptcy clears every chapter (false); unanswered bankruptcy leaves them unanswered. */
export function financesAnswers(body: UpdateFinancesBody): FinancesAnswers {
  const bankruptcy = body.bankruptcyInd ?? null;
  const chapter = (value: boolean | null | undefined): boolean | null =>
    bankruptcy === null ? null : bankruptcy && value === true;
  return {
    undisclosedComakerOfNoteInd: body.undisclosedComakerOfNoteInd ?? null,
    outstandingJudgementsInd: body.outstandingJudgementsInd ?? null,
    delinquentInd: body.delinquentInd ?? null,
    partyToLawsuitInd: body.partyToLawsuitInd ?? null,
    priorPropertyDeedInLieuInd: body.priorPropertyDeedInLieuInd ?? null,
    priorPropertyShortsaleInd: body.priorPropertyShortsaleInd ?? null,
    priorPropertyForeclosedInd: body.priorPropertyForeclosedInd ?? null,
    bankruptcyInd: bankruptcy,
    chapter7Ind: chapter(body.chapter7Ind),
    chapter11Ind: chapter(body.chapter11Ind),
    chapter12Ind: chapter(body.chapter12Ind),
    chapter13Ind: chapter(body.chapter13Ind),
  };
}

/** UpdatePropertyAndMoney (inside a transaction, after the offer check of the applicationId). */
export async function savePropertyAndMoneyDeclarations(tx: Queryable, body: UpdatePropertyAndMoneyBody): Promise<Declarations> {
  await assertDeclarationOf(tx, body.applicationId, body.declarationId);
  await savePropertyAndMoney(tx, body.applicationId, propertyAndMoneyAnswers(body), body.propertyMoneyCompletedInd);
  return saved(tx, body.applicationId);
}

/** UpdateFinances (inside a transaction, after the offer check of the applicationId). */
export async function saveFinancesDeclarations(tx: Queryable, body: UpdateFinancesBody): Promise<Declarations> {
  await assertDeclarationOf(tx, body.applicationId, body.declarationId);
  await saveFinances(tx, body.applicationId, financesAnswers(body), body.financesCompletedInd);
  return saved(tx, body.applicationId);
}

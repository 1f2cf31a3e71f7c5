import type { UpdatePropertyAndMoneyBody } from '../../../../shared/api';
import type { BeforeCleaning } from '../../../../shared/clean-body';
import type { ContextMapper, SaveOptions, ScreenContext } from '../types';
import { answered, type PropertyAndMoneyFormData, savedDeclarations, yesNo } from './declarations-form';

/** An UpdatePropertyAndMoney body before the api client's cleanBody (null = not sent). */
export type PropertyAndMoneyPayload = BeforeCleaning<UpdatePropertyAndMoneyBody>;

const FIELDS = [
  'primaryResidenceInd', 'ownershipIntNewPropertyIND', 'propertyTypeId', 'titleHeldTypeId', 'affliiationWithSellerInd',
  'undisclosedBorrowedFundsInd', 'borrowedFundAmount', 'undisclosedMortgageAppInd', 'undisclosedCreditAppInd',
  'cleanEnergyLienPropertyInd',
] as const;

function toFormData(ctx: ScreenContext): PropertyAndMoneyFormData {
  return answered(savedDeclarations(ctx), FIELDS) as PropertyAndMoneyFormData;
}

const choice = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * A follow-up is sent only while the answer that asks it is yes (a hidden follow-up keeps no stale answer):
 * ownership when the primary residence is yes, property type and title held when ownership is yes, the borrowed
 * amount when undisclosed borrowed funds is yes. Next completes the section, Save For Later keeps it a draft.
 */
function toPayload(form: PropertyAndMoneyFormData, ctx: ScreenContext, options: SaveOptions = { complete: true }): PropertyAndMoneyPayload {
  const primaryResidence = yesNo(form.primaryResidenceInd);
  const ownership = primaryResidence === true ? yesNo(form.ownershipIntNewPropertyIND) : null;
  const borrowing = yesNo(form.undisclosedBorrowedFundsInd);
  return {
    applicationId: ctx.profile.applicationId,
    declarationId: savedDeclarations(ctx)?.declarationId ?? null,
    primaryResidenceInd: primaryResidence,
    ownershipIntNewPropertyIND: ownership,
    propertyTypeId: ownership === true ? (choice(form.propertyTypeId) as PropertyAndMoneyPayload['propertyTypeId']) : null,
    titleHeldTypeId: ownership === true ? (choice(form.titleHeldTypeId) as PropertyAndMoneyPayload['titleHeldTypeId']) : null,
    affliiationWithSellerInd: yesNo(form.affliiationWithSellerInd),
    undisclosedBorrowedFundsInd: borrowing,
    borrowedFundAmount: borrowing === true && typeof form.borrowedFundAmount === 'number' ? form.borrowedFundAmount : null,
    undisclosedMortgageAppInd: yesNo(form.undisclosedMortgageAppInd),
    undisclosedCreditAppInd: yesNo(form.undisclosedCreditAppInd),
    cleanEnergyLienPropertyInd: yesNo(form.cleanEnergyLienPropertyInd),
    propertyMoneyCompletedInd: options.complete,
  };
}

export const propertyAndMoneyMapper: ContextMapper<PropertyAndMoneyFormData> = {
  toFormData,
  toPayload,
  isComplete: (ctx) => savedDeclarations(ctx)?.propertyMoneyCompletedInd === true,
};

import type { UpdateApplicationDataBody, UpdateApplicationDataResponse } from '../../../shared/api/generated/types';
import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import {
  deactivateGiftsExcept, findGift, findLoanAnswers, insertGift, loanPurposeOf, saveHasGiftsOrGrants,
  saveSubjectPropertyAnswers, type SubjectPropertyAnswers, updateGift,
} from './loan-answers';
import type { OfferRecord } from '../../offer/offers';

type SubjectPropertyInput = NonNullable<UpdateApplicationDataBody['subjectProperty']>;
type GiftsOrGrantsInput = NonNullable<UpdateApplicationDataBody['giftsOrGrants']>;

const RENTAL_OCCUPANCIES = ['PrimaryResidence', 'InvestmentProperty'];

/**
 * The answers as stored: each absent one null, and those the form does not show for the other answers dropped
 * (rental income outside Primary Residence / Investment occupancy, the FHA question outside a Second Home, the
 * refinance type when the offer is not a Refinance).
 */
function storedAnswers(input: SubjectPropertyInput, offer: OfferRecord): SubjectPropertyAnswers {
  const occupancy = input.occupancy ?? null;
  return {
    occupancy,
    monthlyRentalIncome: occupancy && RENTAL_OCCUPANCIES.includes(occupancy) ? input.monthlyRentalIncome ?? null : null,
    refiStatus: loanPurposeOf(offer) === 'Refinance' ? input.refiStatus ?? null : null,
    hasExistingMortgage: input.hasExistingMortgage ?? null,
    isApplyingForAdditionalMortgage: input.isApplyingForAdditionalMortgage ?? null,
    isFHASecondaryResidence: occupancy === 'SecondHome' ? input.isFHASecondaryResidence ?? null : null,
    isManufacturedHome: input.isManufacturedHome ?? null,
    isMixedUseProperty: input.isMixedUseProperty ?? null,
    expenses: input.expenses ?? null,
  };
}

/**
 * No removes every gift. Yes with `gifts` makes them the full list: rows without giftId are added, the others
 * updated (each must be an active gift of this application, else FORBIDDEN), saved gifts left out are removed.
 */
async function saveGifts(tx: Queryable, applicationId: number, input: GiftsOrGrantsInput): Promise<void> {
  await saveHasGiftsOrGrants(tx, applicationId, input.hasGiftsOrGrants);
  if (!input.hasGiftsOrGrants) {
    await deactivateGiftsExcept(tx, applicationId, []);
    return;
  }
  if (input.gifts === undefined) return;
  const keep: number[] = [];
  for (const [index, gift] of input.gifts.entries()) {
    const values = { type: gift.type, status: gift.status, source: gift.source, value: gift.value };
    if (gift.giftId === undefined) {
      keep.push(await insertGift(tx, applicationId, values));
      continue;
    }
    if (keep.includes(gift.giftId)) {
      throw new AppError('VALIDATION_FAILED', [
        { field: `giftsOrGrants.gifts.${index}.giftId`, message: 'This gift or grant is listed twice.' },
      ]);
    }
    const existing = await findGift(tx, gift.giftId);
    if (!existing || existing.applicationId !== applicationId || !existing.activeInd) throw new AppError('FORBIDDEN');
    await updateGift(tx, applicationId, gift.giftId, values);
    keep.push(gift.giftId);
  }
  await deactivateGiftsExcept(tx, applicationId, keep);
}

/**
 * Saves the parts the body holds (call inside a transaction, after the offer check of its applicationId) and
 * answers the application's loan-flow fields as now stored.
 */
export async function saveLoanAnswers(
  tx: Queryable,
  offer: OfferRecord,
  body: UpdateApplicationDataBody,
): Promise<UpdateApplicationDataResponse> {
  if (body.subjectProperty) {
    await saveSubjectPropertyAnswers(tx, body.applicationId, storedAnswers(body.subjectProperty, offer));
  }
  if (body.giftsOrGrants) await saveGifts(tx, body.applicationId, body.giftsOrGrants);
  return findLoanAnswers(tx, offer, body.applicationId);
}

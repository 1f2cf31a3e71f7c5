import type { GiftOrGrant, GiftsOrGrantsInfo, SubjectPropertyInfo } from '../../../shared/api/generated/types';
import { money } from '../../db/convert';
import { now, queryBuilder } from '../../db/query-builder';
import type { Queryable } from '../../db/types';
import type { OfferRecord } from '../../offer/offers';

/** The borrower's answers about the subject property, as stored (each null until saved); the rest is the offer's. */
export type SubjectPropertyAnswers = Omit<SubjectPropertyInfo, 'address' | 'loanPurpose' | 'loanAmount' | 'propertyValue'>;
export type SubjectOccupancy = NonNullable<SubjectPropertyAnswers['occupancy']>;
type LoanPurpose = SubjectPropertyInfo['loanPurpose'];

const NO_ANSWERS: SubjectPropertyAnswers = {
  occupancy: null, monthlyRentalIncome: null, refiStatus: null, hasExistingMortgage: null,
  isApplyingForAdditionalMortgage: null, isFHASecondaryResidence: null, isManufacturedHome: null,
  isMixedUseProperty: null, expenses: null,
};

/** The offer's loan purpose; none (or anything but Purchase) reads as Refinance, the spec's default. */
export function loanPurposeOf(offer: Pick<OfferRecord, 'loanPurpose'>): LoanPurpose {
  return offer.loanPurpose?.trim().toLowerCase() === 'purchase' ? 'Purchase' : 'Refinance';
}

function findAnswers(db: Queryable, applicationId: number) {
  return queryBuilder(db).selectFrom('loanAnswers')
    .select([
      'occupancy', 'monthlyRentalIncome', 'refiStatus', 'hasExistingMortgage', 'isApplyingForAdditionalMortgage',
      'isFhaSecondaryResidence', 'isManufacturedHome', 'isMixedUseProperty', 'expenses', 'hasGiftsOrGrants',
    ])
    .where('applicationId', '=', applicationId)
    .$narrowType<Pick<SubjectPropertyAnswers, 'occupancy' | 'refiStatus'>>()
    .executeTakeFirst();
}

/** One gift, active or not, with its application (null when no such id). */
export async function findGift(db: Queryable, giftId: number): Promise<{ applicationId: number; activeInd: boolean } | null> {
  return (await queryBuilder(db).selectFrom('giftsOrGrants').select(['applicationId', 'activeInd'])
    .where('giftId', '=', giftId).executeTakeFirst()) ?? null;
}

async function listActiveGifts(db: Queryable, applicationId: number): Promise<GiftOrGrant[]> {
  const rows = await queryBuilder(db).selectFrom('giftsOrGrants')
    .select(['giftId', 'giftType as type', 'giftStatus as status', 'giftSource as source', 'giftValue as value'])
    .where('applicationId', '=', applicationId).where('activeInd', '=', true).orderBy('giftId')
    .$narrowType<Pick<GiftOrGrant, 'type' | 'status' | 'source'>>()
    .execute();
  return rows.map((r) => ({ ...r, value: money(r.value) ?? 0 }));
}

/**
 * GetBorrowerData's loan-flow fields: the subject property (address, purpose, amount and appraised value from the
 * offer; the answers null until saved) and the gifts or grants (the landing answer and the active gifts).
 */
export async function findLoanAnswers(
  db: Queryable,
  offer: OfferRecord,
  applicationId: number,
): Promise<{ subjectPropertyInfo: SubjectPropertyInfo; giftsOrGrantsInfo: GiftsOrGrantsInfo }> {
  const [row, gifts] = await Promise.all([findAnswers(db, applicationId), listActiveGifts(db, applicationId)]);
  const answers: SubjectPropertyAnswers = row
    ? {
        occupancy: row.occupancy, monthlyRentalIncome: money(row.monthlyRentalIncome), refiStatus: row.refiStatus,
        hasExistingMortgage: row.hasExistingMortgage, isApplyingForAdditionalMortgage: row.isApplyingForAdditionalMortgage,
        isFHASecondaryResidence: row.isFhaSecondaryResidence, isManufacturedHome: row.isManufacturedHome,
        isMixedUseProperty: row.isMixedUseProperty, expenses: money(row.expenses),
      }
    : NO_ANSWERS;
  const a = offer.address;
  const street = [a.line1, a.line2].filter((part) => part !== null && part.trim() !== '').join(', ');
  return {
    subjectPropertyInfo: {
      address: {
        streetAddress: street === '' ? null : street, unitNum: a.unit, city: a.city, state: a.state,
        zipCode: a.zipcode, county: a.county, country: a.country,
      },
      loanPurpose: loanPurposeOf(offer),
      loanAmount: offer.loanAmount,
      propertyValue: offer.appraisedValue,
      ...answers,
    },
    giftsOrGrantsInfo: { hasGiftsOrGrants: row?.hasGiftsOrGrants ?? null, gifts },
  };
}

/** Replaces every subject property answer of the application (null = no answer); the gifts answer is kept. */
export async function saveSubjectPropertyAnswers(db: Queryable, applicationId: number, a: SubjectPropertyAnswers): Promise<void> {
  await queryBuilder(db).insertInto('loanAnswers')
    .values({
      applicationId, occupancy: a.occupancy, monthlyRentalIncome: a.monthlyRentalIncome, refiStatus: a.refiStatus,
      hasExistingMortgage: a.hasExistingMortgage, isApplyingForAdditionalMortgage: a.isApplyingForAdditionalMortgage,
      isFhaSecondaryResidence: a.isFHASecondaryResidence, isManufacturedHome: a.isManufacturedHome,
      isMixedUseProperty: a.isMixedUseProperty, expenses: a.expenses,
    })
    .onConflict((oc) => oc.column('applicationId').doUpdateSet((eb) => ({
      occupancy: eb.ref('excluded.occupancy'), monthlyRentalIncome: eb.ref('excluded.monthlyRentalIncome'),
      refiStatus: eb.ref('excluded.refiStatus'), hasExistingMortgage: eb.ref('excluded.hasExistingMortgage'),
      isApplyingForAdditionalMortgage: eb.ref('excluded.isApplyingForAdditionalMortgage'),
      isFhaSecondaryResidence: eb.ref('excluded.isFhaSecondaryResidence'),
      isManufacturedHome: eb.ref('excluded.isManufacturedHome'), isMixedUseProperty: eb.ref('excluded.isMixedUseProperty'),
      expenses: eb.ref('excluded.expenses'), updatedAt: now,
    })))
    .execute();
}

/** The gifts-or-grants landing answer; the subject property answers are kept. */
export async function saveHasGiftsOrGrants(db: Queryable, applicationId: number, value: boolean): Promise<void> {
  await queryBuilder(db).insertInto('loanAnswers').values({ applicationId, hasGiftsOrGrants: value })
    .onConflict((oc) => oc.column('applicationId')
      .doUpdateSet((eb) => ({ hasGiftsOrGrants: eb.ref('excluded.hasGiftsOrGrants'), updatedAt: now })))
    .execute();
}

export type GiftValues = Omit<GiftOrGrant, 'giftId'>;

const giftColumns = (g: GiftValues) => ({ giftType: g.type, giftStatus: g.status, giftSource: g.source, giftValue: g.value });

export async function insertGift(db: Queryable, applicationId: number, g: GiftValues): Promise<number> {
  const row = await queryBuilder(db).insertInto('giftsOrGrants').values({ applicationId, ...giftColumns(g) })
    .returning('giftId').executeTakeFirstOrThrow(() => new Error('gift was not inserted'));
  return row.giftId;
}

export async function updateGift(db: Queryable, applicationId: number, giftId: number, g: GiftValues): Promise<void> {
  await queryBuilder(db).updateTable('giftsOrGrants').set(giftColumns(g))
    .where('giftId', '=', giftId).where('applicationId', '=', applicationId).execute();
}

/** Soft-removes the application's active gifts other than `keep`. */
export async function deactivateGiftsExcept(db: Queryable, applicationId: number, keep: number[]): Promise<void> {
  await queryBuilder(db).updateTable('giftsOrGrants').set({ activeInd: false })
    .where('applicationId', '=', applicationId).where('activeInd', '=', true)
    .$if(keep.length > 0, (q) => q.where('giftId', 'not in', keep))
    .execute();
}

/** A gift under the record id the lender's offer gave it (below 100000; CreateOffer). */
export async function insertGiftWithId(db: Queryable, applicationId: number, giftId: number, g: GiftValues): Promise<void> {
  await queryBuilder(db).insertInto('giftsOrGrants').values({ giftId, applicationId, ...giftColumns(g) }).execute();
}

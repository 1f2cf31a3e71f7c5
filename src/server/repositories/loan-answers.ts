import type { GiftOrGrant, GiftsOrGrantsInfo, SubjectPropertyInfo } from '../../shared/api/generated/types';
import { money } from '../db/convert';
import type { Queryable } from '../db/types';
import type { OfferRecord } from './offers';
import { insertRow } from './insert-row';

/** The borrower's answers about the subject property, as stored (each null until saved); the rest is the offer's. */
export type SubjectPropertyAnswers = Omit<SubjectPropertyInfo, 'address' | 'loanPurpose' | 'loanAmount' | 'propertyValue'>;
export type SubjectOccupancy = NonNullable<SubjectPropertyAnswers['occupancy']>;
type LoanPurpose = SubjectPropertyInfo['loanPurpose'];

type Money = string | number | null;

interface AnswersRow extends Omit<SubjectPropertyAnswers, 'monthlyRentalIncome' | 'expenses'> {
  monthlyRentalIncome: Money;
  expenses: Money;
  hasGiftsOrGrants: boolean | null;
}

type GiftRow = Omit<GiftOrGrant, 'value'> & { value: Money; applicationId: number; activeInd: boolean };

const NO_ANSWERS: SubjectPropertyAnswers = {
  occupancy: null, monthlyRentalIncome: null, refiStatus: null, hasExistingMortgage: null,
  isApplyingForAdditionalMortgage: null, isFHASecondaryResidence: null, isManufacturedHome: null,
  isMixedUseProperty: null, expenses: null,
};

/** The offer's loan purpose; none (or anything but Purchase) reads as Refinance, the spec's default. */
export function loanPurposeOf(offer: Pick<OfferRecord, 'loanPurpose'>): LoanPurpose {
  return offer.loanPurpose?.trim().toLowerCase() === 'purchase' ? 'Purchase' : 'Refinance';
}

const ANSWERS_SELECT = `SELECT occupancy, monthly_rental_income AS "monthlyRentalIncome", refi_status AS "refiStatus",
  has_existing_mortgage AS "hasExistingMortgage",
  is_applying_for_additional_mortgage AS "isApplyingForAdditionalMortgage",
  is_fha_secondary_residence AS "isFHASecondaryResidence", is_manufactured_home AS "isManufacturedHome",
  is_mixed_use_property AS "isMixedUseProperty", expenses, has_gifts_or_grants AS "hasGiftsOrGrants"
  FROM loan_answers WHERE application_id = $1`;

const GIFT_SELECT = `SELECT gift_id AS "giftId", application_id AS "applicationId", gift_type AS type,
  gift_status AS status, gift_source AS source, gift_value AS value, active_ind AS "activeInd" FROM gifts_or_grants`;

const toGift = (r: GiftRow): GiftOrGrant => ({
  giftId: r.giftId, type: r.type, status: r.status, source: r.source, value: money(r.value) ?? 0,
});

/** One gift, active or not, with its application (null when no such id). */
export async function findGift(db: Queryable, giftId: number): Promise<{ applicationId: number; activeInd: boolean } | null> {
  const rows = await db.query<GiftRow>(`${GIFT_SELECT} WHERE gift_id = $1`, [giftId]);
  const row = rows[0];
  return row ? { applicationId: row.applicationId, activeInd: row.activeInd } : null;
}

async function listActiveGifts(db: Queryable, applicationId: number): Promise<GiftOrGrant[]> {
  const rows = await db.query<GiftRow>(`${GIFT_SELECT} WHERE application_id = $1 AND active_ind ORDER BY gift_id`, [
    applicationId,
  ]);
  return rows.map(toGift);
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
  const [rows, gifts] = await Promise.all([
    db.query<AnswersRow>(ANSWERS_SELECT, [applicationId]),
    listActiveGifts(db, applicationId),
  ]);
  const row = rows[0];
  const answers: SubjectPropertyAnswers = row
    ? {
        occupancy: row.occupancy, monthlyRentalIncome: money(row.monthlyRentalIncome), refiStatus: row.refiStatus,
        hasExistingMortgage: row.hasExistingMortgage, isApplyingForAdditionalMortgage: row.isApplyingForAdditionalMortgage,
        isFHASecondaryResidence: row.isFHASecondaryResidence, isManufacturedHome: row.isManufacturedHome,
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
  await db.query(
    `INSERT INTO loan_answers (application_id, occupancy, monthly_rental_income, refi_status, has_existing_mortgage,
       is_applying_for_additional_mortgage, is_fha_secondary_residence, is_manufactured_home, is_mixed_use_property,
       expenses)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (application_id) DO UPDATE SET occupancy = EXCLUDED.occupancy,
       monthly_rental_income = EXCLUDED.monthly_rental_income, refi_status = EXCLUDED.refi_status,
       has_existing_mortgage = EXCLUDED.has_existing_mortgage,
       is_applying_for_additional_mortgage = EXCLUDED.is_applying_for_additional_mortgage,
       is_fha_secondary_residence = EXCLUDED.is_fha_secondary_residence,
       is_manufactured_home = EXCLUDED.is_manufactured_home, is_mixed_use_property = EXCLUDED.is_mixed_use_property,
       expenses = EXCLUDED.expenses, updated_at = now()`,
    [
      applicationId, a.occupancy, a.monthlyRentalIncome, a.refiStatus, a.hasExistingMortgage,
      a.isApplyingForAdditionalMortgage, a.isFHASecondaryResidence, a.isManufacturedHome, a.isMixedUseProperty,
      a.expenses,
    ],
  );
}

/** The gifts-or-grants landing answer; the subject property answers are kept. */
export async function saveHasGiftsOrGrants(db: Queryable, applicationId: number, value: boolean): Promise<void> {
  await db.query(
    `INSERT INTO loan_answers (application_id, has_gifts_or_grants) VALUES ($1, $2)
     ON CONFLICT (application_id) DO UPDATE SET has_gifts_or_grants = EXCLUDED.has_gifts_or_grants, updated_at = now()`,
    [applicationId, value],
  );
}

export type GiftValues = Omit<GiftOrGrant, 'giftId'>;

export async function insertGift(db: Queryable, applicationId: number, g: GiftValues): Promise<number> {
  return insertRow(db, 'gift',
    `INSERT INTO gifts_or_grants (application_id, gift_type, gift_status, gift_source, gift_value)
     VALUES ($1, $2, $3, $4, $5) RETURNING gift_id AS id`,
    [applicationId, g.type, g.status, g.source, g.value],
  );
}

export async function updateGift(db: Queryable, applicationId: number, giftId: number, g: GiftValues): Promise<void> {
  await db.query(
    `UPDATE gifts_or_grants SET gift_type = $3, gift_status = $4, gift_source = $5, gift_value = $6
     WHERE gift_id = $1 AND application_id = $2`,
    [giftId, applicationId, g.type, g.status, g.source, g.value],
  );
}

/** Soft-removes the application's active gifts other than `keep`. */
export async function deactivateGiftsExcept(db: Queryable, applicationId: number, keep: number[]): Promise<void> {
  await db.query(
    `UPDATE gifts_or_grants SET active_ind = false
     WHERE application_id = $1 AND active_ind AND NOT (gift_id = ANY($2::integer[]))`,
    [applicationId, `{${keep.join(',')}}`],
  );
}

/** A gift under the record id the lender's offer gave it (below 100000; CreateOffer). */
export async function insertGiftWithId(db: Queryable, applicationId: number, giftId: number, g: GiftValues): Promise<void> {
  await db.query(
    `INSERT INTO gifts_or_grants (gift_id, application_id, gift_type, gift_status, gift_source, gift_value)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [giftId, applicationId, g.type, g.status, g.source, g.value],
  );
}

import type { Queryable } from '../db/types';
import type { OfferProperty } from '../lender/create-offer/offer-document';
import { idOr } from './offer-intake';
import { insertAddress } from './offer-intake-person';

/** A property the borrowers own (real estate owned), its owners' applications and its lenders. */
export async function insertProperty(
  db: Queryable,
  offerId: number,
  p: OfferProperty,
  applicationIds: number[],
): Promise<void> {
  const addressId = await insertAddress(db, p.realEstateOwnedId, p.address);
  const lenders = p.lenders ?? [];
  const rows = await db.query<{ id: number }>(
    `INSERT INTO real_estate_owned (real_estate_owned_id, offer_id, address_id, property_value, occupancy_type_id,
       monthly_rent_gross, monthly_expense, property_status_type_id, monthly_hazard_insurance, monthly_taxes,
       monthly_association_dues, existing_loan_ind, subject_property_ind)
     VALUES (${idOr('$1', 'real_estate_owned', 'real_estate_owned_id')}, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING real_estate_owned_id AS id`,
    [p.realEstateOwnedId ?? null, offerId, addressId, p.propertyValue, p.occupancyTypeId, p.monthlyRentGross ?? null,
      p.monthlyExpense ?? null, p.propertyStatusTypeId ?? 1, p.monthlyHazardInsurance ?? 0, p.monthlyTaxes ?? 0,
      p.monthlyAssociationDues ?? 0, lenders.length > 0, p.subjectPropertyInd ?? false],
  );
  const propertyId = Number(rows[0]?.id);
  for (const applicationId of applicationIds) {
    await db.query('INSERT INTO real_estate_owned_applications VALUES ($1, $2)', [propertyId, applicationId]);
  }
  for (const l of lenders) {
    const lender = await db.query<{ id: number }>(
      `INSERT INTO lenders (liability_id, real_estate_owned_id, holder_name, account, liability_type_id,
         mortgage_type_id, credit_limit, monthly_payment_amount, unpaid_balance_amount)
       VALUES (${idOr('$1', 'lenders', 'liability_id')}, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING liability_id AS id`,
      [l.liabilityId ?? null, propertyId, l.holderName, l.account ?? null, l.liabilityTypeId, l.mortgageTypeId ?? null,
        l.creditLimit ?? null, l.monthlyPaymentAmount, l.unpaidBalanceAmount],
    );
    for (const applicationId of applicationIds) {
      await db.query('INSERT INTO lender_applications VALUES ($1, $2)', [Number(lender[0]?.id), applicationId]);
    }
  }
}

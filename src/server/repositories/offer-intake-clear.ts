import type { Queryable } from '../db/types';

const OF_OFFER = 'SELECT application_id FROM applications WHERE offer_id = $1';
const BORROWERS_OF_OFFER = 'SELECT borrower_id FROM applications WHERE offer_id = $1';
const REO_OF_OFFER = 'SELECT real_estate_owned_id FROM real_estate_owned WHERE offer_id = $1';

/**
 * Everything an offer's CreateOffer wrote, children first, so a replacement body can be written in its place: the
 * applications and their data, the offer's properties, and the profile of its borrowers (names, addresses, contact,
 * language preference, dependents). The offer row, the borrowers' identity, consent, lock and accounts, and the audit trail stay.
 */
const STATEMENTS: string[] = [
  `DELETE FROM sessions WHERE offer_id = $1`,
  `DELETE FROM screen_answers WHERE application_id IN (${OF_OFFER})`,
  `DELETE FROM gifts_or_grants WHERE application_id IN (${OF_OFFER})`,
  `DELETE FROM loan_answers WHERE application_id IN (${OF_OFFER})`,
  `DELETE FROM declarations WHERE application_id IN (${OF_OFFER})`,
  `DELETE FROM military_services WHERE application_id IN (${OF_OFFER})`,
  `DELETE FROM demographics WHERE application_id IN (${OF_OFFER})`,
  `DELETE FROM employment_incomes WHERE employment_id IN
     (SELECT employment_id FROM employments WHERE application_id IN (${OF_OFFER}))`,
  `DELETE FROM employments WHERE application_id IN (${OF_OFFER})`,
  `DELETE FROM additional_incomes WHERE application_id IN (${OF_OFFER})`,
  `DELETE FROM borrower_assets WHERE application_id IN (${OF_OFFER})
     OR asset_information_id IN (SELECT asset_information_id FROM assets WHERE application_id IN (${OF_OFFER}))`,
  `DELETE FROM assets WHERE application_id IN (${OF_OFFER})`,
  `DELETE FROM liability_accounts WHERE application_id IN (${OF_OFFER})`,
  `DELETE FROM other_assets WHERE application_id IN (${OF_OFFER})`,
  `DELETE FROM other_liability_applications WHERE application_id IN (${OF_OFFER}) OR other_liability_id IN
     (SELECT other_liability_id FROM other_liabilities WHERE application_id IN (${OF_OFFER}))`,
  `DELETE FROM other_liabilities WHERE application_id IN (${OF_OFFER})`,
  `DELETE FROM other_expenses WHERE application_id IN (${OF_OFFER})`,
  `DELETE FROM lender_applications WHERE application_id IN (${OF_OFFER}) OR liability_id IN
     (SELECT liability_id FROM lenders WHERE real_estate_owned_id IN (${REO_OF_OFFER}))`,
  `DELETE FROM lenders WHERE real_estate_owned_id IN (${REO_OF_OFFER})`,
  `DELETE FROM real_estate_owned_applications WHERE application_id IN (${OF_OFFER})
     OR real_estate_owned_id IN (${REO_OF_OFFER})`,
  `DELETE FROM real_estate_owned WHERE offer_id = $1`,
  `DELETE FROM dependents WHERE borrower_id IN (${BORROWERS_OF_OFFER})`,
  `DELETE FROM alternate_names WHERE borrower_id IN (${BORROWERS_OF_OFFER})`,
  `DELETE FROM contacts WHERE borrower_id IN (${BORROWERS_OF_OFFER})`,
  `DELETE FROM language_preferences WHERE borrower_id IN (${BORROWERS_OF_OFFER})`,
  `DELETE FROM borrower_addresses WHERE borrower_id IN (${BORROWERS_OF_OFFER})`,
  `UPDATE offers SET submitted_by_borrower_id = NULL, submitted_at = NULL WHERE offer_id = $1`,
  `DELETE FROM applications WHERE offer_id = $1`,
];

export async function clearOfferData(db: Queryable, offerId: number): Promise<void> {
  for (const sql of STATEMENTS) await db.query(sql, [offerId]);
}

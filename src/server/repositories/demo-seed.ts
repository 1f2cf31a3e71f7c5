import { usDateParam } from '../db/convert';
import type { DemoAddress, DemoBorrower, DemoOffer, DemoProperty } from '../seed/demo-types';
import type { Queryable } from '../db/types';

/**
 * Inserts the offer unless it exists (by offerId). Demo links stay short: a demo offer's link id is its offer id
 * (real offers get random link ids).
 */
export async function insertDemoOffer(db: Queryable, o: DemoOffer): Promise<void> {
  const p = o.property;
  await db.query(
    `INSERT INTO offers (offer_id, loan_id, loan_record_id, loan_number, loan_status, occupancy_type, loan_type,
       loan_purpose, loan_amount, appraised_value, property_line1, property_line2, property_unit, property_city,
       property_state, property_county, property_zipcode, property_country, current_principal_and_interest,
       new_payment, monthly_savings, lifetime_savings, disclaimer, loan_officer_name, brokerage_name,
       offer_status_id, show_real_estate_section, active_ind, is_offer_reset, link_id)
     VALUES ($1, $1 + 1000, $1 + 8000, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19, $20, $21, $22, $23, $24, $25, $26, $27, $28)
     ON CONFLICT (offer_id) DO UPDATE SET link_id = EXCLUDED.link_id`,
    [
      o.offerId, o.loanNumber, o.loanStatus, o.occupancyType, o.loanType, o.loanPurpose, o.loanAmount,
      o.appraisedValue, p.line1, p.line2, p.unit, p.city, p.state, p.county, p.zipcode, p.country,
      o.currentPrincipalAndInterest, o.newPayment, o.monthlySavings, o.lifetimeSavings, o.disclaimer,
      o.loanOfficerName, o.brokerageName, o.offerStatusId, o.showRealEstateSection, o.activeInd, o.isOfferReset,
      String(o.offerId),
    ],
  );
}

/** Inserts the borrower row; true when it was new (its prior-loan data is then seeded too). */
export async function insertDemoBorrower(db: Queryable, b: DemoBorrower, sealedDateOfBirth: string): Promise<boolean> {
  const rows = await db.query<{ borrower_id: number }>(
    `INSERT INTO borrowers (borrower_id, first_name, middle_name, last_name, suffix_name, date_of_birth_sealed,
       citizenship_status, marital_status, alternate_name_ind, dependents_ind, has_signed_consent,
       failed_verify_attempts, locked)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (borrower_id) DO NOTHING RETURNING borrower_id`,
    [
      b.borrowerId, b.firstName, b.middleName, b.lastName, b.suffixName, sealedDateOfBirth, b.citizenshipStatus,
      b.maritalStatus, b.alternateName !== null, b.dependentAges.length > 0, b.hasSignedConsent,
      b.locked ? 5 : 0, b.locked,
    ],
  );
  return rows.length > 0;
}

/** A demo borrower's link id on their offer is their borrower id. */
export async function insertDemoApplication(db: Queryable, offerId: number, b: DemoBorrower): Promise<void> {
  await db.query(
    `INSERT INTO applications (application_id, offer_id, borrower_id, borrower_order, application_status_id,
       credit_type_id, prior_loan_review_status_id, is_offer_reviewed, link_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (application_id) DO UPDATE SET link_id = EXCLUDED.link_id`,
    [b.applicationId, offerId, b.borrowerId, b.borrowerOrder, b.applicationStatusId, b.creditTypeId,
      b.priorLoanReviewStatusId, b.isOfferReviewed, String(b.borrowerId)],
  );
}

/** Who submitted, once the borrower rows exist; an offer someone has since submitted keeps its submitter. */
export async function setDemoSubmitter(db: Queryable, offerId: number, borrowerId: number): Promise<void> {
  await db.query(
    `UPDATE offers SET submitted_by_borrower_id = $2, submitted_at = coalesce(submitted_at, now())
     WHERE offer_id = $1 AND submitted_by_borrower_id IS NULL`,
    [offerId, borrowerId],
  );
}

export async function hasAccount(db: Queryable, borrowerId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM accounts WHERE borrower_id = $1', [borrowerId])).length > 0;
}

/** Inserts the account unless the borrower or the email already has one (a borrower's own account is kept). */
export async function insertDemoAccount(db: Queryable, borrowerId: number, email: string, passwordHash: string): Promise<void> {
  await db.query('INSERT INTO accounts (borrower_id, email, password_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    borrowerId, email, passwordHash,
  ]);
}

/** Second pass, once every borrower of the offer exists. */
export async function linkDemoJointBorrower(db: Queryable, b: DemoBorrower): Promise<void> {
  await db.query(
    'UPDATE applications SET joint_credit_borrower_id = $2 WHERE application_id = $1 AND joint_credit_borrower_id IS NULL',
    [b.applicationId, b.jointCreditBorrowerId],
  );
}

export async function insertDemoAddress(db: Queryable, addressId: number, a: DemoAddress): Promise<void> {
  await db.query(
    `INSERT INTO addresses (address_id, street_address, unit_num, city, state, zip_code, country)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [addressId, a.streetAddress, a.unitNum, a.city, a.state, a.zipCode, a.country],
  );
}

/** The prior-loan data of a newly inserted borrower (ids derived from the borrower/application ids). */
export async function insertDemoBorrowerDetails(db: Queryable, b: DemoBorrower): Promise<void> {
  const id = b.borrowerId * 10 + 1;
  const a = b.currentAddress;
  await insertDemoAddress(db, id, a);
  await db.query(
    `INSERT INTO borrower_addresses (borrower_address_id, borrower_id, address_id, address_type_id, years, months,
       housing_type_id) VALUES ($1, $2, $1, 1, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [id, b.borrowerId, a.years, a.months, a.housingTypeId],
  );
  const c = b.contact;
  await db.query(
    `INSERT INTO contacts (borrower_id, home_phone_number, cell_phone_number, work_phone_number, email_address)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [b.borrowerId, c.home, c.cell, c.work, c.email],
  );
  if (b.alternateName) {
    await db.query(
      `INSERT INTO alternate_names (borrower_id, alternate_first_name, alternate_middle_name, alternate_last_name)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [b.borrowerId, b.alternateName.first, b.alternateName.middle, b.alternateName.last],
    );
  }
  for (const [i, age] of b.dependentAges.entries()) {
    await db.query(
      'INSERT INTO dependents (dependent_id, borrower_id, dependent_age) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [b.borrowerId * 10 + i + 1, b.borrowerId, age],
    );
  }
}

export async function insertDemoEmploymentAndAssets(db: Queryable, b: DemoBorrower): Promise<void> {
  const e = b.employment;
  const id = b.applicationId * 10 + 1;
  await db.query(
    `INSERT INTO employments (employment_id, application_id, employer_name, position, phone_number, street_address,
       unit_num, city, state, zip_code, country, start_date, current_employer_ind, previous_employer_ind,
       primary_employment_ind, is_military_employment, self_employed_ind, special_employment_ind)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, ${usDateParam('$12')}, true, false, true, false, $13, false)
     ON CONFLICT DO NOTHING`,
    [id, b.applicationId, e.employerName, e.position, e.phoneNumber, e.address.streetAddress, e.address.unitNum,
      e.address.city, e.address.state, e.address.zipCode, e.address.country, e.startDate, e.selfEmployedInd],
  );
  const i = e.income;
  await db.query(
    `INSERT INTO employment_incomes (employment_id, monthly_base_income, overtime_income, bonus_income,
       commissions_income, other_income) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [id, i.base, i.overtime, i.bonus, i.commissions, i.other],
  );
  await insertDemoStep1Extras(db, b);
  for (const [n, asset] of b.assets.entries()) {
    const assetId = b.applicationId * 10 + n + 1;
    await db.query(
      `INSERT INTO assets (asset_information_id, application_id, financial_institution, asset_type_id,
         cash_market_value) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [assetId, b.applicationId, asset.financialInstitution, asset.assetTypeId, asset.cashMarketValue],
    );
    await db.query(
      `INSERT INTO borrower_assets (borrower_asset_id, asset_information_id, application_id, is_joint_asset)
       VALUES ($1, $1, $2, true) ON CONFLICT DO NOTHING`,
      [assetId, b.applicationId],
    );
  }
}

/** A previous job, a military entitlement and other incomes, where the scenario has them. */
async function insertDemoStep1Extras(db: Queryable, b: DemoBorrower): Promise<void> {
  const previous = b.previousJob;
  if (previous) {
    const id = b.applicationId * 10 + 2;
    await db.query(
      `INSERT INTO employments (employment_id, application_id, employer_name, position, phone_number, street_address,
         city, state, zip_code, country, start_date, end_date, current_employer_ind, previous_employer_ind,
         primary_employment_ind, is_military_employment, self_employed_ind, special_employment_ind)
       VALUES ($1, $2, $3, $4, '2175550199', '12 Depot St', 'Peoria', 'IL', '61602', 'US', ${usDateParam('$5')},
         ${usDateParam('$6')}, false, true, false, false, false, false) ON CONFLICT DO NOTHING`,
      [id, b.applicationId, previous.employerName, previous.position, previous.startDate, previous.endDate],
    );
    await db.query(
      `INSERT INTO employment_incomes (employment_id, monthly_base_income, overtime_income, bonus_income,
         commissions_income, other_income) VALUES ($1, $2, 0, 0, 0, 0) ON CONFLICT DO NOTHING`,
      [id, previous.base],
    );
  }
  const entitlement = b.entitlement;
  if (entitlement) {
    await db.query(
      `INSERT INTO employments (employment_id, application_id, employer_name, start_date, current_employer_ind,
         previous_employer_ind, primary_employment_ind, is_military_employment, military_income_type_id, military_income)
       VALUES ($1, $2, $3, ${usDateParam('$4')}, true, false, false, true, $5, $6) ON CONFLICT DO NOTHING`,
      [b.applicationId * 10 + 3, b.applicationId, entitlement.employerName, entitlement.startDate,
        entitlement.incomeTypeId, entitlement.amount],
    );
  }
  for (const [n, income] of (b.otherIncomes ?? []).entries()) {
    await db.query(
      `INSERT INTO additional_incomes (additional_income_id, application_id, income_type_id, additional_income_1)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [b.applicationId * 10 + n + 1, b.applicationId, income.incomeTypeId, income.amount],
    );
  }
}

export async function insertDemoProperty(db: Queryable, offerId: number, applicationIds: number[],
  p: DemoProperty): Promise<void> {
  await insertDemoAddress(db, p.realEstateOwnedId, p.address);
  const inserted = await db.query(
    `INSERT INTO real_estate_owned (real_estate_owned_id, offer_id, address_id, property_value, occupancy_type_id,
       monthly_rent_gross, monthly_expense, monthly_hazard_insurance, monthly_taxes, monthly_association_dues,
       existing_loan_ind, subject_property_ind) VALUES ($1, $2, $1, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT DO NOTHING RETURNING real_estate_owned_id`,
    [p.realEstateOwnedId, offerId, p.propertyValue, p.occupancyTypeId, p.monthlyRentGross, p.monthlyExpense,
      p.monthlyHazardInsurance, p.monthlyTaxes, p.monthlyAssociationDues, p.existingLoanInd,
      p.subjectPropertyInd ?? false],
  );
  if (inserted.length === 0) return;
  for (const applicationId of applicationIds) {
    await db.query('INSERT INTO real_estate_owned_applications VALUES ($1, $2)', [p.realEstateOwnedId, applicationId]);
  }
  const l = p.lender;
  if (!l) return;
  await db.query(
    `INSERT INTO lenders (liability_id, real_estate_owned_id, holder_name, account, liability_type_id,
       mortgage_type_id, monthly_payment_amount, unpaid_balance_amount) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [l.liabilityId, p.realEstateOwnedId, l.holderName, l.account, l.liabilityTypeId, l.mortgageTypeId,
      l.monthlyPaymentAmount, l.unpaidBalanceAmount],
  );
  for (const applicationId of applicationIds) {
    await db.query('INSERT INTO lender_applications VALUES ($1, $2)', [l.liabilityId, applicationId]);
  }
}

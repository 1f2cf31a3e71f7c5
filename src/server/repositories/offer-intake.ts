import type { Queryable } from '../db/types';
import type { OfferBorrower, OfferDocument } from '../lender/create-offer/offer-document';

/** A record id the lender gave, or the next one the portal numbers. */
export const idOr = (param: string, table: string, column: string): string =>
  `coalesce(${param}::integer, nextval(pg_get_serial_sequence('${table}', '${column}')))`;

export interface OfferIntakeState {
  /** The lender system that owns the offer; null for the installation's own. */
  lenderSystemId: number | null;
  offerBodyHash: string | null;
  offerStatusId: number;
  /** A borrower has opened, consented to or changed the offer. */
  inProgress: boolean;
}

export async function findOfferIntakeState(db: Queryable, offerId: number): Promise<OfferIntakeState | null> {
  const rows = await db.query<OfferIntakeState>(
    `SELECT o.lender_system_id AS "lenderSystemId", o.offer_body_hash AS "offerBodyHash", o.offer_status_id AS "offerStatusId",
       (o.offer_status_id <> 1
         OR EXISTS (SELECT 1 FROM audit_events e WHERE e.offer_id = o.offer_id AND e.actor_type = 'borrower')
         OR EXISTS (SELECT 1 FROM applications a WHERE a.offer_id = o.offer_id AND a.application_status_id <> 1))
         AS "inProgress"
     FROM offers o WHERE o.offer_id = $1 FOR UPDATE`,
    [offerId],
  );
  return rows[0] ?? null;
}

export interface OfferRowOptions {
  /** The owner, set when the offer is created. */
  lenderSystemId: number | null;
  /** The key that sent it first, for the record. */
  lenderKeyId: number | null;
  bodyHash: string;
  /** The demo's short links: the offer's link id is its offer id. */
  lenderIdLinks: boolean;
}

/** Inserts the offer, or writes the body's values over the existing row (its status, links and owner stay). */
export async function upsertOffer(db: Queryable, doc: OfferDocument, opts: OfferRowOptions): Promise<void> {
  const { loan, property: p, offerDetails: d } = doc;
  await db.query(
    `INSERT INTO offers (offer_id, loan_id, loan_record_id, loan_number, loan_status, occupancy_type, loan_type,
       loan_purpose, loan_amount, appraised_value, property_line1, property_line2, property_unit, property_city,
       property_state, property_county, property_zipcode, property_country, current_principal_and_interest,
       new_payment, monthly_savings, lifetime_savings, disclaimer, company_disclaimers, product_disclaimers,
       state_disclaimers, loan_officer_name, brokerage_name, show_real_estate_section, gmi_and_declarations_flag,
       is_non_serviced_loan, lender_system_id, lender_key_id, offer_body_hash, link_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
       $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34,
       coalesce($35, translate(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')))
     ON CONFLICT (offer_id) DO UPDATE SET loan_id = EXCLUDED.loan_id, loan_record_id = EXCLUDED.loan_record_id,
       loan_number = EXCLUDED.loan_number, loan_status = EXCLUDED.loan_status,
       occupancy_type = EXCLUDED.occupancy_type, loan_type = EXCLUDED.loan_type, loan_purpose = EXCLUDED.loan_purpose,
       loan_amount = EXCLUDED.loan_amount, appraised_value = EXCLUDED.appraised_value,
       property_line1 = EXCLUDED.property_line1, property_line2 = EXCLUDED.property_line2,
       property_unit = EXCLUDED.property_unit, property_city = EXCLUDED.property_city,
       property_state = EXCLUDED.property_state, property_county = EXCLUDED.property_county,
       property_zipcode = EXCLUDED.property_zipcode, property_country = EXCLUDED.property_country,
       current_principal_and_interest = EXCLUDED.current_principal_and_interest, new_payment = EXCLUDED.new_payment,
       monthly_savings = EXCLUDED.monthly_savings, lifetime_savings = EXCLUDED.lifetime_savings,
       disclaimer = EXCLUDED.disclaimer, company_disclaimers = EXCLUDED.company_disclaimers,
       product_disclaimers = EXCLUDED.product_disclaimers, state_disclaimers = EXCLUDED.state_disclaimers,
       loan_officer_name = EXCLUDED.loan_officer_name, brokerage_name = EXCLUDED.brokerage_name,
       show_real_estate_section = EXCLUDED.show_real_estate_section,
       gmi_and_declarations_flag = EXCLUDED.gmi_and_declarations_flag,
       is_non_serviced_loan = EXCLUDED.is_non_serviced_loan, offer_body_hash = EXCLUDED.offer_body_hash,
       updated_at = now()`,
    [
      doc.offerId, loan.loanId, loan.loanRecordId, loan.loanNumber, loan.loanStatus ?? null, loan.occupancyType,
      loan.loanType, loan.loanPurpose, loan.loanAmount, loan.appraisedValue, p.line1, p.line2 ?? null, p.unit ?? null,
      p.city, p.state, p.county ?? null, p.zipcode, p.country, d.currentPrincipalAndInterest, d.newPayment,
      d.monthlySavings, d.lifetimeSavings ?? null, d.disclaimer ?? null, d.companyDisclaimers ?? null,
      d.productDisclaimers ?? null, d.stateDisclaimers ?? null, doc.loanOfficerName, doc.brokerageName,
      doc.showRealEstateSection ?? false, doc.gmiAndDeclarationsFlag ?? true, loan.isNonServicedLoan ?? false,
      opts.lenderSystemId, opts.lenderKeyId, opts.bodyHash, opts.lenderIdLinks ? String(doc.offerId) : null,
    ],
  );
}

/** A reset offer starts again In Progress with the Welcome Back! notice; an invalidated one becomes Invalid. */
export async function setOfferResetState(db: Queryable, offerId: number, state: 'reset' | 'invalid'): Promise<void> {
  await db.query(
    state === 'reset'
      ? 'UPDATE offers SET is_offer_reset = true, offer_status_id = 3, updated_at = now() WHERE offer_id = $1'
      : 'UPDATE offers SET offer_status_id = 5, updated_at = now() WHERE offer_id = $1',
    [offerId],
  );
}

/** The borrower row: the body's names and status answers; consent, lock and failed attempts stay as they are. */
export async function upsertBorrower(db: Queryable, b: OfferBorrower, sealedDateOfBirth: string): Promise<void> {
  const p = b.personal;
  await db.query(
    `INSERT INTO borrowers (borrower_id, first_name, middle_name, last_name, suffix_name, date_of_birth_sealed,
       citizenship_status, marital_status, alternate_name_ind, dependents_ind)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (borrower_id) DO UPDATE SET first_name = EXCLUDED.first_name, middle_name = EXCLUDED.middle_name,
       last_name = EXCLUDED.last_name, suffix_name = EXCLUDED.suffix_name,
       date_of_birth_sealed = EXCLUDED.date_of_birth_sealed, citizenship_status = EXCLUDED.citizenship_status,
       marital_status = EXCLUDED.marital_status, alternate_name_ind = EXCLUDED.alternate_name_ind,
       dependents_ind = EXCLUDED.dependents_ind, updated_at = now()`,
    [b.borrowerId, p.firstName, p.middleName ?? null, p.lastName, p.suffixName ?? null, sealedDateOfBirth,
      p.citizenshipStatus ?? null, p.maritalStatus ?? null, Boolean(p.alternateName),
      (p.dependentAges ?? []).length > 0],
  );
}

export async function saveIdentityHashes(db: Queryable, borrowerId: number, ssnHash: string, dobHash: string): Promise<void> {
  await db.query(
    `INSERT INTO identity_verifications (borrower_id, ssn_last_six_hash, date_of_birth_hash) VALUES ($1, $2, $3)
     ON CONFLICT (borrower_id) DO UPDATE SET ssn_last_six_hash = EXCLUDED.ssn_last_six_hash,
       date_of_birth_hash = EXCLUDED.date_of_birth_hash, updated_at = now()`,
    [borrowerId, ssnHash, dobHash],
  );
}

/** The borrower's application on the offer; returns its id. */
export async function insertApplication(
  db: Queryable,
  offerId: number,
  b: OfferBorrower,
  order: number,
  linkId: string | null,
): Promise<number> {
  const rows = await db.query<{ applicationId: number }>(
    `INSERT INTO applications (application_id, offer_id, borrower_id, borrower_order, credit_type_id, link_id)
     VALUES (${idOr('$1', 'applications', 'application_id')}, $2, $3, $4, $5,
       coalesce($6, translate(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')))
     RETURNING application_id AS "applicationId"`,
    [b.applicationId ?? null, offerId, b.borrowerId, b.borrowerOrder ?? order, b.creditTypeId ?? 1, linkId],
  );
  return Number(rows[0]?.applicationId);
}

export async function linkJointCreditBorrower(db: Queryable, applicationId: number, jointBorrowerId: number): Promise<void> {
  await db.query('UPDATE applications SET joint_credit_borrower_id = $2 WHERE application_id = $1', [
    applicationId, jointBorrowerId,
  ]);
}

export interface ApplicationLink {
  borrowerId: number;
  applicationId: number;
  offerLinkId: string;
  applicationLinkId: string;
}

export async function listApplicationLinks(db: Queryable, offerId: number): Promise<ApplicationLink[]> {
  return db.query<ApplicationLink>(
    `SELECT a.borrower_id AS "borrowerId", a.application_id AS "applicationId", o.link_id AS "offerLinkId",
       a.link_id AS "applicationLinkId"
     FROM applications a JOIN offers o ON o.offer_id = a.offer_id WHERE a.offer_id = $1 ORDER BY a.borrower_order, a.application_id`,
    [offerId],
  );
}

/** A CreateOffer answered, under its Idempotency-Key, which is the lender system's (any of its keys may send it again). */
export async function recordCreateOfferRequest(
  db: Queryable, caller: { lenderSystemId: number | null; lenderKeyId: number | null }, idempotencyKey: string,
  bodyHash: string, offerId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO create_offer_requests (lender_system_id, lender_key_id, idempotency_key, body_hash, offer_id)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (coalesce(lender_system_id, 0), idempotency_key) DO NOTHING`,
    [caller.lenderSystemId, caller.lenderKeyId, idempotencyKey, bodyHash, offerId],
  );
}

export async function findCreateOfferRequest(
  db: Queryable, lenderSystemId: number | null, idempotencyKey: string,
): Promise<{ bodyHash: string; offerId: number } | null> {
  const rows = await db.query<{ bodyHash: string; offerId: number }>(
    `SELECT body_hash AS "bodyHash", offer_id AS "offerId" FROM create_offer_requests
     WHERE coalesce(lender_system_id, 0) = coalesce($1::integer, 0) AND idempotency_key = $2`,
    [lenderSystemId, idempotencyKey],
  );
  return rows[0] ?? null;
}

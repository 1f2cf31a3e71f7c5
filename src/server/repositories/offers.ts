import { money } from '../db/convert';
import type { Queryable } from '../db/types';

export interface OfferRecord {
  /** The lender's offer id: internal, never in a link or an answer. */
  offerId: number;
  /** The offer's id in links and in the API (`offerId` there): random for real offers. */
  linkId: string;
  loanId: number;
  loanRecordId: number;
  loanNumber: string;
  loanStatus: string | null;
  occupancyType: string | null;
  loanType: string | null;
  loanPurpose: string | null;
  loanAmount: number | null;
  appraisedValue: number | null;
  address: {
    line1: string | null; line2: string | null; unit: string | null; city: string | null;
    state: string | null; county: string | null; zipcode: string | null; country: string | null;
  };
  currentPrincipalAndInterest: number | null;
  newPayment: number | null;
  monthlySavings: number | null;
  lifetimeSavings: number | null;
  companyDisclaimers: string | null;
  productDisclaimers: string | null;
  stateDisclaimers: string | null;
  disclaimer: string | null;
  loanOfficerName: string | null;
  brokerageName: string | null;
  offerStatusId: number;
  showRealEstateSection: boolean;
  isNonServicedLoan: boolean;
  activeInd: boolean;
  isOfferReset: boolean;
  gmiAndDeclarationsFlag: boolean;
  submittedByBorrowerId: number | null;
}

type Cell = string | number | boolean | null | undefined;
type Row = Record<string, Cell>;

const s = (v: Cell): string | null => (v === null || v === undefined ? null : String(v));

function toOffer(r: Row): OfferRecord {
  return {
    offerId: Number(r.offer_id),
    linkId: String(r.link_id),
    loanId: Number(r.loan_id),
    loanRecordId: Number(r.loan_record_id),
    loanNumber: String(r.loan_number),
    loanStatus: s(r.loan_status),
    occupancyType: s(r.occupancy_type),
    loanType: s(r.loan_type),
    loanPurpose: s(r.loan_purpose),
    loanAmount: money(r.loan_amount as string | null),
    appraisedValue: money(r.appraised_value as string | null),
    address: {
      line1: s(r.property_line1), line2: s(r.property_line2), unit: s(r.property_unit),
      city: s(r.property_city), state: s(r.property_state), county: s(r.property_county),
      zipcode: s(r.property_zipcode), country: s(r.property_country),
    },
    currentPrincipalAndInterest: money(r.current_principal_and_interest as string | null),
    newPayment: money(r.new_payment as string | null),
    monthlySavings: money(r.monthly_savings as string | null),
    lifetimeSavings: money(r.lifetime_savings as string | null),
    companyDisclaimers: s(r.company_disclaimers),
    productDisclaimers: s(r.product_disclaimers),
    stateDisclaimers: s(r.state_disclaimers),
    disclaimer: s(r.disclaimer),
    loanOfficerName: s(r.loan_officer_name),
    brokerageName: s(r.brokerage_name),
    offerStatusId: Number(r.offer_status_id),
    showRealEstateSection: Boolean(r.show_real_estate_section),
    isNonServicedLoan: Boolean(r.is_non_serviced_loan),
    activeInd: Boolean(r.active_ind),
    isOfferReset: Boolean(r.is_offer_reset),
    gmiAndDeclarationsFlag: Boolean(r.gmi_and_declarations_flag),
    submittedByBorrowerId: r.submitted_by_borrower_id == null ? null : Number(r.submitted_by_borrower_id),
  };
}

export async function findOffer(db: Queryable, offerId: number): Promise<OfferRecord | null> {
  const rows = await db.query<Row>('SELECT * FROM offers WHERE offer_id = $1', [offerId]);
  return rows[0] ? toOffer(rows[0]) : null;
}

export async function findOfferByLinkId(db: Queryable, linkId: string): Promise<OfferRecord | null> {
  const rows = await db.query<Row>('SELECT * FROM offers WHERE link_id = $1', [linkId]);
  return rows[0] ? toOffer(rows[0]) : null;
}

/** Reads the offer and holds its row until the transaction ends (serialises submissions of one offer). */
export async function lockOffer(db: Queryable, offerId: number): Promise<OfferRecord | null> {
  const rows = await db.query<Row>('SELECT * FROM offers WHERE offer_id = $1 FOR UPDATE', [offerId]);
  return rows[0] ? toOffer(rows[0]) : null;
}

export async function markSubmitted(db: Queryable, offerId: number, offerStatusId: number, borrowerId: number): Promise<void> {
  await db.query(
    `UPDATE offers SET offer_status_id = $2, submitted_by_borrower_id = $3, submitted_at = now(), updated_at = now()
     WHERE offer_id = $1`,
    [offerId, offerStatusId, borrowerId],
  );
}

export async function setOfferStatus(db: Queryable, offerId: number, offerStatusId: number): Promise<void> {
  await db.query('UPDATE offers SET offer_status_id = $2, updated_at = now() WHERE offer_id = $1', [
    offerId,
    offerStatusId,
  ]);
}

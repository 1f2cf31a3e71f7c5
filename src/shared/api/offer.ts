/**
 * An offer link's id (`/offer/{offerId}/{userId}`): the offer's id in the API, or the borrower's id in their link.
 * Random for real offers; the lender's own ids never appear in a link.
 */
export type LinkId = string;

/** The shape of a link id (schemas/defs/numbers.json#/$defs/linkId). */
export function isLinkId(value: unknown): value is LinkId {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** The offer link's two ids are the credential. */
export interface GetOfferBody {
  offerId: LinkId;
  CustomerRecordId: LinkId;
}

export interface OfferAddress {
  line1: string | null;
  line2: string | null;
  unit: string | null;
  city: string | null;
  state: string | null;
  county: string | null;
  zipcode: string | null;
  country: string | null;
}

export interface OfferOption {
  offerDetails: {
    offer: { payment: number | null };
    benefit: { monthlySavings: number | null; lifetimeSavings: number | null };
    disclaimers: {
      companyDisclaimers: string | null;
      productDisclaimers: string | null;
      stateDisclaimers: string | null;
    };
  };
}

/** Offer details of portal-journey section 3. Money in dollars. */
export interface OfferResponse {
  loanId: number;
  loanRecordId: number;
  loanNumber: string;
  loanStatus: string | null;
  occupancyType: string | null;
  loanType: string | null;
  mortgageType: string | null;
  loanPurpose: string | null;
  loanAmount: number | null;
  appraisedValue: number | null;
  address: OfferAddress;
  options: OfferOption[];
  currentPrincipalAndInterest: number | null;
  offerStatusID: number;
  currentBorrowerFirstName: string | null;
  currentBorrowerLastName: string | null;
  loanOfficerName: string | null;
  brokerageName: string | null;
  hasSignedConsent: boolean;
  maintenanceMode: boolean;
  isAccountLocked: boolean;
  currentCustomerRecordId: number;
  disclaimer: string | null;
  isNonServicedLoan: boolean;
}

/** The fast path as data (flows/fast-path.json, checked against flows/fast-path.schema.json). */
import type { Condition } from '../../condition/holds';
import type { StatusBorrower } from '../../api/generated/types';
import type { ApplicationType, ReviewStatusName } from '../../api/journey';

/** The offer facts a fast-path condition tests (flows/offer-facts.schema.json); null when not on file. */
export interface FastPathOffer {
  loanType: string | null;
  occupancyType: string | null;
  showRealEstateSection: boolean | null;
}

export interface FastPathCard {
  id: string;
  title: string;
  /** Relative to the fast path's route, e.g. "address-list". */
  route: string;
  /** A condition on the offer facts; without it the card is always shown. */
  shownWhen?: Condition;
}

export type SectionStatusField = 'priorLoanReviewStatus' | 'declarationsReviewStatus' | 'demographicsReviewStatus';

export interface FastPathSection {
  applicationType: ApplicationType;
  title: string;
  statusField: SectionStatusField;
  /** cards: the chosen cards' routes are the steps; routesWhenGmi: all routes, in order, when the GMI flag is on. */
  steps: 'cards' | 'routesWhenGmi';
  routes: string[];
}

export interface FastPath {
  route: string;
  title: string;
  dashboard: string;
  reviewNextBorrower: string;
  cards: FastPathCard[];
  sections: FastPathSection[];
  /** Absolute routes that, as the next step, send the user back to the dashboard. */
  defaultRoutes: string[];
  looksGood: LooksGood;
}

/** A borrower as GetTrackedBorrowers and GetOfferStatus list them. */
export type QueueBorrower = Pick<StatusBorrower, 'borrowerId' | 'applicationStatus' | 'isLoggedInUser'>;
export type SectionStatuses = Partial<Record<SectionStatusField, ReviewStatusName | string | null>>;

export type MissingValue = 'fullName' | 'phone' | 'maritalStatus' | 'email' | 'fullAddress';
export interface LooksGood {
  dialogTitle: string;
  dialogText: string;
  /** The spec's default line per missing value, in the order the dialog lists them. */
  missing: Record<MissingValue, string>;
}

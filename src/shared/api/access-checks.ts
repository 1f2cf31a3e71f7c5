/**
 * The access calls around the offer link and identity verification (portal-journey sections 6 and 7): the link's
 * first opening, and the lock, login-restriction and loan-access checks a successful VerifyContact refreshes.
 */
import type { ErrorCode } from '../errors/catalogue';
import type { LinkId } from './offer';

/** POST /api/CheckOfferAccessed (public, the offer link's two ids as for GetOffer). */
export interface CheckOfferAccessedBody {
  offerId: LinkId;
  CustomerRecordId: LinkId;
}
export interface CheckOfferAccessedResponse {
  /** The offer's status after the call: Accessed (2) the first time, otherwise unchanged. */
  offerStatusID: number;
  accessed: true;
}

/** POST /api/GetAccountLockStatus (guarded): the session's borrower, identity lock or sign-in account lock. */
export type GetAccountLockStatusBody = Record<string, never>;
export interface GetAccountLockStatusResponse {
  isAccountLocked: boolean;
}

/** Why a borrower may not use the portal now: a catalogue code whose terminal page the client shows. */
export type LoginRestrictionReason = Extract<ErrorCode, 'ACCOUNT_LOCKED' | 'NO_ACTIVE_OFFER' | 'OFFER_CHANGED'>;

/** POST /api/HasLoginRestriction (guarded). */
export type HasLoginRestrictionBody = Record<string, never>;
export interface HasLoginRestrictionResponse {
  hasLoginRestriction: boolean;
  reason: LoginRestrictionReason | null;
}

/** POST /api/VerifyLoanAccess (guarded): is the session's borrower on this offer, with this loan number? */
export interface VerifyLoanAccessBody {
  offerId: LinkId;
  loanNumber: string;
}
export interface VerifyLoanAccessResponse {
  hasLoanAccess: boolean;
}

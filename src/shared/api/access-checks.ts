/**
 * The access calls around the offer link and identity verification (portal-journey sections 6 and 7). Their bodies
 * and answers are generated from schemas/api; route files import those names from here.
 */
import type { ErrorCode } from '../errors/catalogue';

export type {
  CheckOfferAccessedBody,
  CheckOfferAccessedResponse,
  GetAccountLockStatusResponse,
  HasLoginRestrictionResponse,
  VerifyLoanAccessResponse,
} from './generated/types';

/** Why a borrower may not use the portal now: a catalogue code whose terminal page the client shows. */
export type LoginRestrictionReason = Extract<ErrorCode, 'ACCOUNT_LOCKED' | 'NO_ACTIVE_OFFER' | 'OFFER_CHANGED'>;

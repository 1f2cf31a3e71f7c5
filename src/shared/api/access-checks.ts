import type { ErrorCode } from '../errors/catalogue';

/** Why a borrower may not use the portal now: a catalogue code whose terminal page the client shows. */
export type LoginRestrictionReason = Extract<ErrorCode, 'ACCOUNT_LOCKED' | 'NO_ACTIVE_OFFER' | 'OFFER_CHANGED'>;

import type { ErrorCode } from '../../shared/errors/catalogue';

/**
 * The error codes a call's own checks answer (its handler and the services it calls), by operationId, kept by hand
 * from the code: what its route's guards and schemas answer is derived (see errorCodesOf) and not repeated here.
 */
export const callErrors: Readonly<Record<string, readonly ErrorCode[]>> = {
  GetOffer: ['LOAN_NOT_FOUND', 'NO_ACTIVE_OFFER'],
  CheckOfferAccessed: ['LOAN_NOT_FOUND', 'NO_ACTIVE_OFFER'],
  GetOfferStatus: ['UNAUTHENTICATED', 'FORBIDDEN', 'LOAN_NOT_FOUND', 'NO_ACTIVE_OFFER'],
  UpdateBorrowerConsent: ['LOAN_NOT_FOUND'],
  VerifyContact: ['LOAN_NOT_FOUND', 'NO_ACTIVE_OFFER', 'OFFER_CHANGED', 'CONSENT_REQUIRED'],
  VerifyPIIAndCreateCurityAccount: ['LOAN_NOT_FOUND', 'NO_ACTIVE_OFFER', 'NO_EMAIL_ON_FILE', 'CONSENT_REQUIRED'],
  UpdateLanguagePreference: ['CSRF_INVALID'],
  PasswordSignIn: ['LOGIN_STATE_INVALID', 'INVALID_CREDENTIALS', 'ACCOUNT_LOCKED'],
  LoginStart: ['SIGN_IN_UNAVAILABLE'],
  LoginEnd: ['LOGIN_STATE_INVALID', 'NO_ACCOUNT_FOR_IDENTITY', 'NO_ACTIVE_OFFER'],
  Refresh: ['UNAUTHENTICATED'],
  HasLoginRestriction: ['LOAN_NOT_FOUND'],
  GetBorrowerData: ['FORBIDDEN'],
  GetBorrowerDashboardData: ['FORBIDDEN'],
  GetTrackedBorrowers: ['FORBIDDEN'],
  CreateAccount: ['ACCOUNT_EXISTS', 'NO_EMAIL_ON_FILE', 'OFFER_NOT_SUBMITTED'],
  SubmitApplication: ['FORBIDDEN', 'NO_ACTIVE_OFFER', 'ALREADY_SUBMITTED', 'APPLICATIONS_INCOMPLETE', 'MISSING_CURRENT_EMPLOYER'],
  CreateOffer: ['FORBIDDEN', 'OFFER_IN_PROGRESS', 'IDEMPOTENCY_KEY_REUSED', 'RECORD_ID_CONFLICT'],
  GetAuditTrail: ['LOAN_NOT_FOUND'],
  ExportMismo: ['LOAN_NOT_FOUND', 'EXPORT_NOT_SUBMITTED'],
};

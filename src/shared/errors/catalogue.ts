/** Every error code the API answers with, its HTTP status, reason phrase and user-facing message. */
export const errorCatalogue = {
  VALIDATION_FAILED: { statusCode: 400, error: 'Bad Request', message: 'Some fields need attention.' },
  BAD_REQUEST: { statusCode: 400, error: 'Bad Request', message: 'The request could not be read.' },
  UNAUTHENTICATED: { statusCode: 401, error: 'Unauthorized', message: 'Session ended. Re-verify your identity.' },
  LENDER_KEY_INVALID: {
    statusCode: 401,
    error: 'Unauthorized',
    message: 'A valid lender API key is required (Authorization: Bearer <key>).',
  },
  CSRF_INVALID: { statusCode: 403, error: 'Forbidden', message: 'The request could not be verified.' },
  FORBIDDEN: { statusCode: 403, error: 'Forbidden', message: 'You do not have access to this information.' },
  CONSENT_REQUIRED: {
    statusCode: 403,
    error: 'Forbidden',
    message: 'Please review your offer and authorize the soft credit check before you continue.',
  },
  LOAN_NOT_FOUND: {
    statusCode: 404,
    error: 'Not Found',
    message: 'We were not able to find a loan associated with the information provided.',
  },
  NO_ACTIVE_OFFER: { statusCode: 404, error: 'Not Found', message: 'There are no active offers for this loan.' },
  NOT_FOUND: { statusCode: 404, error: 'Not Found', message: "The page you're looking for is unavailable or doesn't exist." },
  METHOD_NOT_ALLOWED: { statusCode: 405, error: 'Method Not Allowed', message: 'This method is not allowed here.' },
  ALREADY_SUBMITTED: {
    statusCode: 409,
    error: 'Conflict',
    message: 'This loan application has already been submitted.',
  },
  OFFER_CLOSED: {
    statusCode: 409,
    error: 'Conflict',
    message: 'This offer is no longer open for changes, so nothing was saved. Please contact support for assistance.',
  },
  OFFER_CHANGED: {
    statusCode: 409,
    error: 'Conflict',
    message: 'This offer has changed. Please contact support for assistance.',
  },
  APPLICATIONS_INCOMPLETE: {
    statusCode: 409,
    error: 'Conflict',
    message: "Every borrower's application must be completed before the loan application is submitted.",
  },
  MISSING_CURRENT_EMPLOYER: {
    statusCode: 409,
    error: 'Conflict',
    message: 'A current employer for at least one person on the loan must be on file.',
  },
  OFFER_NOT_SUBMITTED: {
    statusCode: 409,
    error: 'Conflict',
    message: 'An account can be created once the loan application is submitted.',
  },
  OFFER_IN_PROGRESS: {
    statusCode: 409,
    error: 'Conflict',
    message: 'Borrowers have already opened this offer: send "reset" to replace it or "invalidate" to withdraw it.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    statusCode: 409,
    error: 'Conflict',
    message: 'This Idempotency-Key was already used with a different offer or body.',
  },
  RECORD_ID_CONFLICT: {
    statusCode: 409,
    error: 'Conflict',
    message: 'A record id in this offer already belongs to another offer; nothing was stored.',
  },
  EXPORT_NOT_SUBMITTED: {
    statusCode: 409,
    error: 'Conflict',
    message: 'Only a submitted loan application can be exported.',
  },
  ACCOUNT_EXISTS: { statusCode: 409, error: 'Conflict', message: 'An account already exists for this borrower.' },
  NO_EMAIL_ON_FILE: {
    statusCode: 409,
    error: 'Conflict',
    message: 'We need an email address on file to create your account. Please contact support.',
  },
  INVALID_CREDENTIALS: {
    statusCode: 400,
    error: 'Bad Request',
    message: 'The email address or password you entered is incorrect.',
  },
  LOGIN_STATE_INVALID: {
    statusCode: 400,
    error: 'Bad Request',
    message: 'The sign-in could not be completed. Please sign in again.',
  },
  ACCOUNT_LOCKED: {
    statusCode: 423,
    error: 'Locked',
    message: 'Your account is locked after 5 consecutive failed login attempts.',
  },
  PAYLOAD_TOO_LARGE: { statusCode: 413, error: 'Payload Too Large', message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: {
    statusCode: 415,
    error: 'Unsupported Media Type',
    message: 'The request must be sent as application/json.',
  },
  RATE_LIMITED: { statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts. Please try again later.' },
  INTERNAL: {
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'An unexpected error has occurred while processing your request. Please try again.',
  },
} as const satisfies Record<string, { statusCode: number; error: string; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorCatalogue;
}

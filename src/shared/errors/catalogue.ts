import errorMessages from '../../../messages/en/errors.json';

/** Every error code the API answers with, its HTTP status, reason phrase and user-facing message (English, from messages/en/errors.json; the server answers in the request's language). */
export const errorCatalogue = {
  VALIDATION_FAILED: { statusCode: 400, error: 'Bad Request', message: errorMessages.VALIDATION_FAILED },
  BAD_REQUEST: { statusCode: 400, error: 'Bad Request', message: errorMessages.BAD_REQUEST },
  UNAUTHENTICATED: { statusCode: 401, error: 'Unauthorized', message: errorMessages.UNAUTHENTICATED },
  LENDER_KEY_INVALID: {
    statusCode: 401,
    error: 'Unauthorized',
    message: errorMessages.LENDER_KEY_INVALID,
  },
  CSRF_INVALID: { statusCode: 403, error: 'Forbidden', message: errorMessages.CSRF_INVALID },
  FORBIDDEN: { statusCode: 403, error: 'Forbidden', message: errorMessages.FORBIDDEN },
  CONSENT_REQUIRED: {
    statusCode: 403,
    error: 'Forbidden',
    message: errorMessages.CONSENT_REQUIRED,
  },
  LOAN_NOT_FOUND: {
    statusCode: 404,
    error: 'Not Found',
    message: errorMessages.LOAN_NOT_FOUND,
  },
  NO_ACTIVE_OFFER: { statusCode: 404, error: 'Not Found', message: errorMessages.NO_ACTIVE_OFFER },
  NOT_FOUND: { statusCode: 404, error: 'Not Found', message: errorMessages.NOT_FOUND },
  METHOD_NOT_ALLOWED: { statusCode: 405, error: 'Method Not Allowed', message: errorMessages.METHOD_NOT_ALLOWED },
  ALREADY_SUBMITTED: {
    statusCode: 409,
    error: 'Conflict',
    message: errorMessages.ALREADY_SUBMITTED,
  },
  OFFER_CLOSED: {
    statusCode: 409,
    error: 'Conflict',
    message: errorMessages.OFFER_CLOSED,
  },
  OFFER_CHANGED: {
    statusCode: 409,
    error: 'Conflict',
    message: errorMessages.OFFER_CHANGED,
  },
  APPLICATIONS_INCOMPLETE: {
    statusCode: 409,
    error: 'Conflict',
    message: errorMessages.APPLICATIONS_INCOMPLETE,
  },
  MISSING_CURRENT_EMPLOYER: {
    statusCode: 409,
    error: 'Conflict',
    message: errorMessages.MISSING_CURRENT_EMPLOYER,
  },
  OFFER_NOT_SUBMITTED: {
    statusCode: 409,
    error: 'Conflict',
    message: errorMessages.OFFER_NOT_SUBMITTED,
  },
  OFFER_IN_PROGRESS: {
    statusCode: 409,
    error: 'Conflict',
    message: errorMessages.OFFER_IN_PROGRESS,
  },
  IDEMPOTENCY_KEY_REUSED: {
    statusCode: 409,
    error: 'Conflict',
    message: errorMessages.IDEMPOTENCY_KEY_REUSED,
  },
  RECORD_ID_CONFLICT: {
    statusCode: 409,
    error: 'Conflict',
    message: errorMessages.RECORD_ID_CONFLICT,
  },
  EXPORT_NOT_SUBMITTED: {
    statusCode: 409,
    error: 'Conflict',
    message: errorMessages.EXPORT_NOT_SUBMITTED,
  },
  ACCOUNT_EXISTS: { statusCode: 409, error: 'Conflict', message: errorMessages.ACCOUNT_EXISTS },
  NO_EMAIL_ON_FILE: {
    statusCode: 409,
    error: 'Conflict',
    message: errorMessages.NO_EMAIL_ON_FILE,
  },
  INVALID_CREDENTIALS: {
    statusCode: 400,
    error: 'Bad Request',
    message: errorMessages.INVALID_CREDENTIALS,
  },
  LOGIN_STATE_INVALID: {
    statusCode: 400,
    error: 'Bad Request',
    message: errorMessages.LOGIN_STATE_INVALID,
  },
  ACCOUNT_LOCKED: {
    statusCode: 423,
    error: 'Locked',
    message: errorMessages.ACCOUNT_LOCKED,
  },
  PAYLOAD_TOO_LARGE: { statusCode: 413, error: 'Payload Too Large', message: errorMessages.PAYLOAD_TOO_LARGE },
  UNSUPPORTED_MEDIA_TYPE: {
    statusCode: 415,
    error: 'Unsupported Media Type',
    message: errorMessages.UNSUPPORTED_MEDIA_TYPE,
  },
  RATE_LIMITED: { statusCode: 429, error: 'Too Many Requests', message: errorMessages.RATE_LIMITED },
  INTERNAL: {
    statusCode: 500,
    error: 'Internal Server Error',
    message: errorMessages.INTERNAL,
  },
} as const satisfies Record<string, { statusCode: number; error: string; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorCatalogue;
}

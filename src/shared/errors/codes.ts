/**
 * Every error code the API answers with, its HTTP status and reason phrase: all the browser needs of them (whether an
 * answer's code is one of these). ./catalogue.ts adds their messages, for the server.
 */
export const errorStatuses = {
  VALIDATION_FAILED: { statusCode: 400, error: 'Bad Request' },
  BAD_REQUEST: { statusCode: 400, error: 'Bad Request' },
  UNAUTHENTICATED: { statusCode: 401, error: 'Unauthorized' },
  LENDER_KEY_INVALID: { statusCode: 401, error: 'Unauthorized' },
  CSRF_INVALID: { statusCode: 403, error: 'Forbidden' },
  FORBIDDEN: { statusCode: 403, error: 'Forbidden' },
  CONSENT_REQUIRED: { statusCode: 403, error: 'Forbidden' },
  LOAN_NOT_FOUND: { statusCode: 404, error: 'Not Found' },
  NO_ACTIVE_OFFER: { statusCode: 404, error: 'Not Found' },
  NOT_FOUND: { statusCode: 404, error: 'Not Found' },
  METHOD_NOT_ALLOWED: { statusCode: 405, error: 'Method Not Allowed' },
  ALREADY_SUBMITTED: { statusCode: 409, error: 'Conflict' },
  OFFER_CLOSED: { statusCode: 409, error: 'Conflict' },
  OFFER_CHANGED: { statusCode: 409, error: 'Conflict' },
  APPLICATIONS_INCOMPLETE: { statusCode: 409, error: 'Conflict' },
  MISSING_CURRENT_EMPLOYER: { statusCode: 409, error: 'Conflict' },
  OFFER_NOT_SUBMITTED: { statusCode: 409, error: 'Conflict' },
  OFFER_IN_PROGRESS: { statusCode: 409, error: 'Conflict' },
  IDEMPOTENCY_KEY_REUSED: { statusCode: 409, error: 'Conflict' },
  RECORD_ID_CONFLICT: { statusCode: 409, error: 'Conflict' },
  EXPORT_NOT_SUBMITTED: { statusCode: 409, error: 'Conflict' },
  ACCOUNT_EXISTS: { statusCode: 409, error: 'Conflict' },
  NO_EMAIL_ON_FILE: { statusCode: 409, error: 'Conflict' },
  INVALID_CREDENTIALS: { statusCode: 400, error: 'Bad Request' },
  LOGIN_STATE_INVALID: { statusCode: 400, error: 'Bad Request' },
  NO_ACCOUNT_FOR_IDENTITY: { statusCode: 403, error: 'Forbidden' },
  ACCOUNT_LOCKED: { statusCode: 423, error: 'Locked' },
  PAYLOAD_TOO_LARGE: { statusCode: 413, error: 'Payload Too Large' },
  UNSUPPORTED_MEDIA_TYPE: { statusCode: 415, error: 'Unsupported Media Type' },
  RATE_LIMITED: { statusCode: 429, error: 'Too Many Requests' },
  SIGN_IN_UNAVAILABLE: { statusCode: 503, error: 'Service Unavailable' },
  INTERNAL: { statusCode: 500, error: 'Internal Server Error' },
} as const satisfies Record<string, { statusCode: number; error: string }>;

export type ErrorCode = keyof typeof errorStatuses;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatuses, value);
}

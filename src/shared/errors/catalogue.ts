/** Every error code the API answers with, its HTTP status, reason phrase and user-facing message. */
export const errorCatalogue = {
  VALIDATION_FAILED: { statusCode: 400, error: 'Bad Request', message: 'Some fields need attention.' },
  BAD_REQUEST: { statusCode: 400, error: 'Bad Request', message: 'The request could not be read.' },
  UNAUTHENTICATED: { statusCode: 401, error: 'Unauthorized', message: 'Session ended. Re-verify your identity.' },
  CSRF_INVALID: { statusCode: 403, error: 'Forbidden', message: 'The request could not be verified.' },
  FORBIDDEN: { statusCode: 403, error: 'Forbidden', message: 'You do not have access to this information.' },
  LOAN_NOT_FOUND: {
    statusCode: 404,
    error: 'Not Found',
    message: 'We were not able to find a loan associated with the information provided.',
  },
  NOT_FOUND: { statusCode: 404, error: 'Not Found', message: "The page you're looking for is unavailable or doesn't exist." },
  METHOD_NOT_ALLOWED: { statusCode: 405, error: 'Method Not Allowed', message: 'This method is not allowed here.' },
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

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorCatalogue;
}

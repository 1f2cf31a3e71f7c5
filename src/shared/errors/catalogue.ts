import errorMessages from '../../../messages/en/errors.json';
import { type ErrorCode, errorStatuses } from './codes';

export { type ErrorCode, isErrorCode } from './codes';

/** Every code's message: messages/en/errors.json must have them all. */
const messages: Record<ErrorCode, string> = errorMessages;

/**
 * Every error code the API answers with, its HTTP status, reason phrase and user-facing message (English, from
 * messages/en/errors.json; the server answers in the request's language).
 */
export const errorCatalogue = Object.fromEntries(
  Object.entries(errorStatuses).map(([code, status]) => [code, { ...status, message: messages[code as ErrorCode] }]),
) as { [Code in ErrorCode]: (typeof errorStatuses)[Code] & { message: string } };

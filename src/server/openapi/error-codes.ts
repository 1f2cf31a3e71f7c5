import type { RouteOptions } from 'fastify';
import { type ErrorCode, errorCatalogue } from '../../shared/errors/catalogue';
import { callErrors } from './call-errors';
import { SecurityScheme } from './operation-security';

type SecurityRequirement = Record<string, string[]>;

/** Fastify reads a body on these methods, schema or not: JSON that does not parse, too long, or not JSON. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BODY_ERRORS: ErrorCode[] = ['BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];

/**
 * The error codes a call can answer: those of its route's parts (a body read, a body or parameters checked by their
 * schema, the session guard as the route declares its use, the lender key, a rate limit, a save's offer check), the
 * call's own (callErrors, by hand), and INTERNAL. In the catalogue's order.
 */
export function errorCodesOf(
  route: Pick<RouteOptions, 'method' | 'schema' | 'config' | 'attachValidation'>,
  operationId: string,
  security: SecurityRequirement[],
): ErrorCode[] {
  const codes = new Set<ErrorCode>(callErrors[operationId] ?? []);
  const schema = route.schema ?? {};
  const add = (...more: ErrorCode[]): void => more.forEach((code) => codes.add(code));
  const checked = [schema.body, schema.querystring, schema.params, schema.headers].some((part) => part !== undefined);
  if (checked) add('VALIDATION_FAILED');
  if ([route.method].flat().some((method) => BODY_METHODS.has(method.toUpperCase()))) add(...BODY_ERRORS);
  const use = route.config?.session;
  if (use !== undefined) add('UNAUTHENTICATED', 'CONSENT_REQUIRED');
  if (use?.csrf === true) add('CSRF_INVALID');
  if (use?.changesApplication === true) add('OFFER_CLOSED');
  // saveCall's routes (they see their own validation failures): the body's ids must be on the session's offer.
  if (use !== undefined && route.attachValidation === true) add('FORBIDDEN');
  if (security.some((requirement) => SecurityScheme.lenderKey in requirement)) add('LENDER_KEY_INVALID');
  if (route.config?.rateLimit !== undefined) add('RATE_LIMITED');
  add('INTERNAL');
  return (Object.keys(errorCatalogue) as ErrorCode[]).filter((code) => codes.has(code));
}

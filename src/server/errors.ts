import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import type { ApiErrorBody, FieldError } from '../shared/api/errors';
import { type ErrorCode, errorCatalogue } from '../shared/errors/catalogue';
import { oneMessagePerField } from '../shared/errors/one-message-per-field';
import { requestLocale } from './i18n/request-locale';
import { errorMessageIn, textIn } from './i18n/translations';

/** An error answered with a catalogue code (and, for VALIDATION_FAILED, the failing fields). */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly fields?: FieldError[],
  ) {
    super(errorCatalogue[code].message);
    this.statusCode = errorCatalogue[code].statusCode;
  }
}

export function errorBody(code: ErrorCode, fields?: FieldError[]): ApiErrorBody {
  const { statusCode, error, message } = errorCatalogue[code];
  return fields ? { statusCode, code, error, message, fields } : { statusCode, code, error, message };
}

/** The error answer in the request's language: the code's message and each field's message. */
export function localizedErrorBody(request: FastifyRequest, code: ErrorCode, fields?: FieldError[]): ApiErrorBody {
  const locale = requestLocale(request);
  const body = errorBody(code, fields?.map((f) => ({ ...f, message: textIn(locale, f.message) })));
  return { ...body, message: errorMessageIn(locale, code, body.message) };
}

/** A property the schema does not have, named as its field. */
const NOT_ALLOWED = 'is not allowed';

const pathToField = (instancePath: string): string =>
  instancePath.replace(/^\//, '').split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');

const join = (base: string, prop: string): string => (base ? `${base}.${prop}` : prop);

function fieldOf(error: ErrorObject): string {
  const base = pathToField(error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    return join(base, params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return join(base, params.additionalProperty);
  }
  if (error.keyword === 'errorMessage' && Array.isArray(params.errors) && params.errors.length > 0) {
    return fieldOf(params.errors[0] as ErrorObject);
  }
  return base;
}

/**
 * ajv errors (incl. ajv-errors `errorMessage` ones) -> `fields: [{ field, message }]`, one message per field (the
 * screen's own rule over a shared definition it narrows), as the browser shows them.
 */
export function toFieldErrors(errors: ErrorObject[]): FieldError[] {
  // if/then wrappers only repeat what their branch already reported.
  const reported = errors.filter((error) => error.keyword !== 'if');
  return oneMessagePerField(reported, fieldOf, (error) => error.schemaPath).map((error) => ({
    field: fieldOf(error),
    message: error.keyword === 'additionalProperties' ? NOT_ALLOWED : (error.message ?? 'is invalid'),
  }));
}

function codeForStatus(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  return 'BAD_REQUEST';
}

/**
 * PostgreSQL's class 22 "data exception" (a NUL in a string, a number out of range, ...) means the input,
 * not the server, is at fault: it answers 400. The schemas catch what they can; this keeps the rest from a 500.
 */
function isInvalidInputForDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  const severity = (error as { severity?: unknown }).severity;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && typeof severity === 'string';
}

/** A 413 names the limit of the call: the body's size in bytes it takes at most. */
function bodyLimitFields(request: FastifyRequest): FieldError[] | undefined {
  const limit = request.routeOptions.bodyLimit;
  return typeof limit === 'number' ? [{ field: '', message: `must be at most ${limit} bytes` }] : undefined;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setSchemaErrorFormatter((errors) => new AppError('VALIDATION_FAILED', toFieldErrors(errors as ErrorObject[])));

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(localizedErrorBody(request, error.code, error.fields));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return reply.status(400).send(localizedErrorBody(request, 'VALIDATION_FAILED', toFieldErrors(fastifyError.validation as ErrorObject[])));
    }
    if (isInvalidInputForDatabase(error)) {
      request.log.info({ code: (error as { code?: string }).code }, 'input rejected by the database');
      return reply.status(400).send(localizedErrorBody(request, 'BAD_REQUEST'));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status === 413) {
      request.log.info({ code: fastifyError.code, bodyLimit: request.routeOptions.bodyLimit }, 'request rejected');
      return reply.status(413).send(localizedErrorBody(request, 'PAYLOAD_TOO_LARGE', bodyLimitFields(request)));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: fastifyError.code, statusCode: status }, 'request rejected');
      return reply.status(status).send(localizedErrorBody(request, codeForStatus(status)));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(localizedErrorBody(request, 'INTERNAL'));
  });
}

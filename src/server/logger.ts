import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Never logged: cookies, credentials, CSRF tokens, SSN and date of birth, at any depth we log. */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-csrf-token"]',
  'csrfToken',
  'ssn',
  'dateOfBirth',
  '*.csrfToken',
  '*.ssn',
  '*.dateOfBirth',
  '*.*.ssn',
  '*.*.dateOfBirth',
  '*.*.csrfToken',
  // Database errors carry the statement's parameters (PGlite: params; PostgreSQL: where/detail quote values).
  'err.params',
  'err.where',
  'err.detail',
];

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}

import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Never logged: cookies, credentials, passwords, CSRF tokens, sign-in codes, SSN and date of birth, at any depth we log. */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'req.headers["x-origination-csrf"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-csrf-token"]',
  'headers["x-origination-csrf"]',
  'csrfToken',
  'csrf',
  'password',
  'ssn',
  'dateOfBirth',
  '*.csrfToken',
  '*.csrf',
  '*.password',
  '*.ssn',
  '*.dateOfBirth',
  '*.*.ssn',
  '*.*.dateOfBirth',
  '*.*.csrfToken',
  '*.*.password',
  // A CreateOffer body's borrowers carry the identity checks' values.
  'ssnLastSix',
  '*.ssnLastSix',
  'borrowers[*].ssnLastSix',
  'borrowers[*].dateOfBirth',
  '*.borrowers[*].ssnLastSix',
  '*.borrowers[*].dateOfBirth',
  // Database errors carry the statement's parameters (PGlite: params; PostgreSQL: where/detail quote values).
  'err.params',
  'err.where',
  'err.detail',
];

/** A sign-in callback URL carries a one-time code and the state: neither is logged. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:code|state)=)[^&#]*/g, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

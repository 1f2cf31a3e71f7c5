import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Verified } from './test-app';

export const LUIS = { offerId: '1003', userId: '5004', borrowerId: 5004, applicationId: 7004, ssn: '456789', dateOfBirth: '11/30/1969' };
export const GRACE = { offerId: '1004', userId: '5005', borrowerId: 5005, applicationId: 7005, ssn: '567890', dateOfBirth: '05/05/1985' };
export const NOAH = { offerId: '1008', userId: '5010', borrowerId: 5010, applicationId: 7010, ssn: '012345', dateOfBirth: '06/21/1988' };
export const GRACE_LOGIN = { email: 'grace.lee@example.com', password: 'bluebird-demo-2023' };

/** A POST with the session cookie and, unless `csrf: false`, its CSRF header. */
export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  session?: Verified,
  opts: { csrf?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (session) headers.cookie = session.cookie;
  if (session && opts.csrf !== false) headers['x-csrf-token'] = session.csrfToken;
  return app.inject({ method: 'POST', url, headers, payload });
}

/** The `name=value` pair of one Set-Cookie header, and the whole header line. */
export function cookieOf(res: LightMyRequestResponse, name: string): { pair: string; line: string } | null {
  const raw = res.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const line = lines.find((l) => l.startsWith(`${name}=`));
  return line ? { pair: line.split(';')[0] ?? '', line } : null;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header every delivery carries, in the manner of Stripe's: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'portal-signature';

const hmac = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** Signs the raw body as sent, with the time of sending: `t=...,v1=...`. */
export function signatureHeader(secret: string, body: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * What a receiver does: the v1 signature of `<t>.<raw body>` under the endpoint's secret matches, and t is within
 * the tolerance of now (a replayed delivery is refused).
 */
export function signatureIsValid(
  header: string, body: string, secret: string, toleranceSeconds = 300, now: Date = new Date(),
): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Keyed hash of a PII value (SSN last six, date of birth); the plain digits are never stored. */
export function piiHash(key: string, kind: 'ssn' | 'dob', value: string): string {
  return createHmac('sha256', key).update(`${kind}:${value.trim()}`).digest('hex');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Constant-time comparison of two strings (false for different lengths). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/** A secret for one purpose derived from another (HMAC-SHA256): one configured secret serves several uses apart. */
export function derivedSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { findLiveLenderKey, type LenderKey } from './key-records';
import { lenderKeyHash } from './lender-keys';

declare module 'fastify' {
  interface FastifyRequest {
    lenderKey: LenderKey | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * onRequest guard of the service calls: a live lender key as a bearer token, else 401 LENDER_KEY_INVALID, logged
 * without the key. Borrower sessions are not looked at: a cookie opens no service call.
 */
export function requireLenderKey(db: Db): (request: FastifyRequest) => Promise<void> {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const key = token ? await findLiveLenderKey(db, lenderKeyHash(token)) : null;
    if (!key) {
      request.log.warn({ url: request.url, keyGiven: token !== null }, 'lender key refused');
      throw new AppError('LENDER_KEY_INVALID');
    }
    request.lenderKey = key;
  };
}

export function lenderKeyOf(request: FastifyRequest): LenderKey {
  if (!request.lenderKey) throw new AppError('LENDER_KEY_INVALID');
  return request.lenderKey;
}

import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../config';

/** The calls the offer link opens without a session: a borrower never reaches this, a link guesser soon does. */
export const publicRateLimit = (config: Config): RateLimitOptions => ({
  max: config.publicRateLimit,
  timeWindow: '1 minute',
});

/** The calls that check a borrower's secret (identity answers, password): each try is a guess (`VERIFY_RATE_LIMIT`). */
export const verifyRateLimit = (config: Config): RateLimitOptions => ({
  max: config.verifyRateLimit,
  timeWindow: '1 minute',
});

/**
 * GetOfferStatus: only its link form (customerRecordId in the query) is limited, since the session form the
 * dashboard polls guesses nothing. Its two path spellings share one count.
 */
export const offerStatusRateLimit = (config: Config): RateLimitOptions => ({
  ...publicRateLimit(config),
  groupId: 'GetOfferStatus',
  allowList: (request) => (request.query as { customerRecordId?: unknown }).customerRecordId === undefined,
});

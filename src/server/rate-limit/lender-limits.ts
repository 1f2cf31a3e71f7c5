import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

type Guard = (request: FastifyRequest) => Promise<void>;
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The lender's identity a call counts under: its key (set by the guard once it let the call through). */
const keyOf = (request: FastifyRequest): string => `lender key ${request.lenderKey?.lenderKeyId ?? 'none'}`;

/**
 * The service calls' onRequest hook: `guard` (the lender-key check) and then a count per lender key
 * (`LENDER_RATE_LIMIT` a minute, every call of the key); a call the guard refuses counts per client address
 * instead (`LENDER_REFUSED_RATE_LIMIT`), so wrong keys are limited however many are tried. Past a limit: 429
 * RATE_LIMITED with `RateLimit-*` and `Retry-After`; within it, the 401 of a refused call.
 */
export function limitLenderCalls(app: FastifyInstance, config: Config, guard: Guard): Hook {
  const perKey = app.rateLimit({ max: config.lenderRateLimit, timeWindow: '1 minute', groupId: 'lender calls', keyGenerator: keyOf });
  const perAddress = app.rateLimit({ max: config.lenderRefusedRateLimit, timeWindow: '1 minute', groupId: 'lender calls refused' });
  return async (request, reply) => {
    try {
      await guard(request);
    } catch (refused) {
      await perAddress.call(app, request, reply);
      throw refused;
    }
    await perKey.call(app, request, reply);
  };
}

/** `WWW-Authenticate: Bearer` on every 401 of the service calls (RFC 6750): the scheme the calls take. */
export function challengeOnUnauthorized(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 401) reply.header('www-authenticate', 'Bearer realm="lender"');
    return payload;
  });
}

import type { FastifyInstance } from 'fastify';
import type { CallBody, CallResponse } from '../../../shared/api/generated/calls';
import { AppError } from '../../errors';
import { verifyPiiAndCreateAccount } from '../../services/verify-pii-and-create-account';
import { callSchema, type RouteContext } from '../context';

/**
 * Public (the offer link's ids and the identity answers are the credential), limited like VerifyContact. Answers a
 * failed or locked check as VerifyContact does, inside a 200, so that the failure count it stored is kept.
 */
export function verifyPiiAndCreateAccountRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  const keys = { piiHashKey: config.piiHashKey, lockMinutes: config.identityLockMinutes };
  app.post<{ Body: CallBody<'VerifyPIIAndCreateCurityAccount'> }>(
    '/api/VerifyPIIAndCreateCurityAccount',
    {
      config: { rateLimit: { max: config.verifyRateLimit, timeWindow: '1 minute' } },
      schema: callSchema('VerifyPIIAndCreateCurityAccount'),
    },
    async (request): Promise<CallResponse<'VerifyPIIAndCreateCurityAccount'>> => {
      const outcome = await db.transaction((tx) => verifyPiiAndCreateAccount(tx, keys, request.body));
      request.log.info({ borrowerId: outcome.borrowerId, outcome: outcome.result }, 'identity check');
      if (outcome.result === 'verified') {
        request.log.info({ borrowerId: outcome.borrowerId }, 'account created');
        return { isPIIVerified: true, isAccountLocked: false, email: outcome.email };
      }
      if (outcome.result === 'consent-required') throw new AppError('CONSENT_REQUIRED');
      if (outcome.result === 'locked') return { isPIIVerified: false, isAccountLocked: true, error: 'ACCOUNT_LOCKED' };
      return { isPIIVerified: false, isAccountLocked: false, error: 'IDENTITY_NOT_VERIFIED' };
    },
  );
}

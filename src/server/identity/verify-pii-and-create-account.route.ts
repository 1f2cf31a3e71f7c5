import { verifyPiiAndCreateAccount } from './verify-pii-and-create-account';
import { identityRefusal } from './verify-identity';
import { verifyRateLimit } from '../rate-limit/public-limits';
import { postCall } from '../routes/call-route';
import { calledBy, type RouteRegistration } from '../routes/context';

/**
 * Public (the offer link's ids and the identity answers are the credential), limited like VerifyContact. Answers a
 * failed or locked check as VerifyContact does, inside a 200, so that the failure count it stored is kept.
 */
const verifyPiiAndCreateAccountRoute: RouteRegistration = (app, { db, config }) => {
  const keys = { piiHashKey: config.piiHashKey, lockMinutes: config.identityLockMinutes };
  postCall(app, 'VerifyPIIAndCreateCurityAccount', { rateLimit: verifyRateLimit(config) }, async (request) => {
    const outcome = await db.transaction((tx) => verifyPiiAndCreateAccount(tx, keys, request.body, request.id));
    request.log.info({ borrowerId: outcome.borrowerId, outcome: outcome.result }, 'identity check');
    if (outcome.result === 'verified') {
      request.log.info({ borrowerId: outcome.borrowerId }, 'account created');
      return { isPIIVerified: true, isAccountLocked: false, email: outcome.email };
    }
    return identityRefusal(outcome.result);
  });
};

export default calledBy('public', verifyPiiAndCreateAccountRoute);

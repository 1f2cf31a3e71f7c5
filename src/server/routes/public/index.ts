import type { FastifyInstance } from 'fastify';
import type { RouteContext, RouteRegistration } from '../context';
import { authorizeRoute } from './authorize';
import { checkOfferAccessedRoute } from './check-offer-accessed';
import { getOfferStatusRoute } from './get-offer-status';
import { getOfferRoute } from './get-offer';
import { healthRoute } from './health';
import { landingFlagRoute } from './landing-flag';
import { loginRoutes } from './login';
import { updateConsentRoute } from './update-consent';
import { getLanguagePreferenceRoute, updateLanguagePreferenceRoute } from './update-language-preference';
import { verifyContactRoute } from './verify-contact';
import { verifyPiiAndCreateAccountRoute } from './verify-pii-and-create-account';

/**
 * The calls made without a session: the offer link's (its link ids are the credential), identity verification,
 * sign-in and health; each sets its own rate limit. A new call is its file and its line here.
 */
const calls: RouteRegistration[] = [
  authorizeRoute,
  checkOfferAccessedRoute,
  getOfferStatusRoute,
  getOfferRoute,
  healthRoute,
  landingFlagRoute,
  loginRoutes,
  updateConsentRoute,
  updateLanguagePreferenceRoute,
  getLanguagePreferenceRoute,
  verifyContactRoute,
  verifyPiiAndCreateAccountRoute,
];

export async function publicCalls(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  for (const call of calls) call(app, ctx);
}

import type { FastifyInstance } from 'fastify';
import { requireLenderKey } from '../../lender/require-lender-key';
import { challengeOnUnauthorized, limitLenderCalls } from '../../rate-limit/lender-limits';
import type { RouteContext, RouteRegistration } from '../context';
import { createOfferRoute } from './create-offer';
import { exportMismoRoute } from './export-mismo';
import { getAuditTrailRoute } from './get-audit-trail';
import { submittedOffersRoute } from './submitted-offers';

/** The lender's service calls, one file each: a new call is its file and its line here. */
const calls: RouteRegistration[] = [createOfferRoute, getAuditTrailRoute, exportMismoRoute, submittedOffersRoute];

/**
 * An encapsulated plugin: one hook asks every call for a lender API key as a bearer token, never a borrower session,
 * and counts it against the key's rate limit (a refused call against its address's).
 */
export async function lenderCalls(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  app.addHook('onRequest', limitLenderCalls(app, ctx.config, requireLenderKey(ctx.db)));
  challengeOnUnauthorized(app);
  for (const call of calls) call(app, ctx);
}

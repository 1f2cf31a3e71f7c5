import type { FastifyInstance } from 'fastify';
import { requireLenderKey } from '../../lender/require-lender-key';
import type { RouteContext, RouteRegistration } from '../context';
import { createOfferRoute } from './create-offer';
import { exportMismoRoute } from './export-mismo';
import { getAuditTrailRoute } from './get-audit-trail';
import { submittedOffersRoute } from './submitted-offers';

/** The lender's service calls, one file each: a new call is its file and its line here. */
const calls: RouteRegistration[] = [createOfferRoute, getAuditTrailRoute, exportMismoRoute, submittedOffersRoute];

/** An encapsulated plugin: one hook asks every call for a lender API key as a bearer token, never a borrower session. */
export async function lenderCalls(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  app.addHook('onRequest', requireLenderKey(ctx.db));
  for (const call of calls) call(app, ctx);
}

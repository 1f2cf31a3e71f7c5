import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { createOfferRoute } from './create-offer';
import { exportMismoRoute } from './export-mismo';
import { getAuditTrailRoute } from './get-audit-trail';
import { submittedOffersRoute } from './submitted-offers';

/** The lender's service calls: a lender API key as a bearer token, never a borrower session. */
export function lenderRoutes(app: FastifyInstance, ctx: RouteContext): void {
  createOfferRoute(app, ctx);
  getAuditTrailRoute(app, ctx);
  exportMismoRoute(app, ctx);
  submittedOffersRoute(app, ctx);
}

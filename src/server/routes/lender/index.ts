import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';

/** The lender's service calls: a lender API key as a bearer token, never a borrower session. */
export function lenderRoutes(app: FastifyInstance, ctx: RouteContext): void {
  void app;
  void ctx;
}

import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context';
import { getIncomeTypeRoute } from './get-income-type';
import { updateAdditionalIncomeRoute } from './update-additional-income';
import { updateBorrowerAddressRoute } from './update-borrower-address';
import { updateBorrowerContactRoute } from './update-borrower-contact';
import { updateBorrowerEmploymentRoute } from './update-borrower-employment';

/** The save and lookup calls of Step 1 "Your Info". */
export function step1Routes(app: FastifyInstance, ctx: RouteContext): void {
  updateBorrowerAddressRoute(app, ctx);
  updateBorrowerContactRoute(app, ctx);
  updateBorrowerEmploymentRoute(app, ctx);
  updateAdditionalIncomeRoute(app, ctx);
  getIncomeTypeRoute(app, ctx);
}

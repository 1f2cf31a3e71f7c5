import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context';
import { getAssetTypeRoute } from './get-asset-type';
import { updateApplicationDataRoute } from './update-application-data';
import { updateBorrowerAssetRoute } from './update-borrower-asset';
import { updateBorrowerPropertyRoute } from './update-borrower-property';
import { updateFinancesRoute } from './update-finances';
import { updateGmiRoute } from './update-gmi';
import { updateLenderLiabilityRoute } from './update-lender-liability';
import { updateMilitaryServiceRoute } from './update-military-service';
import { updateOtherAssetsAndLiabilitiesRoute } from './update-other-assets-and-liabilities';
import { updatePropertyAndMoneyRoute } from './update-property-and-money';

/** The save and lookup calls of Steps 2-5 and the loan flow. */
export function steps2to5Routes(app: FastifyInstance, ctx: RouteContext): void {
  getAssetTypeRoute(app, ctx);
  updateBorrowerAssetRoute(app, ctx);
  updateOtherAssetsAndLiabilitiesRoute(app, ctx);
  updateBorrowerPropertyRoute(app, ctx);
  updateLenderLiabilityRoute(app, ctx);
  updateApplicationDataRoute(app, ctx);
  updatePropertyAndMoneyRoute(app, ctx);
  updateFinancesRoute(app, ctx);
  updateMilitaryServiceRoute(app, ctx);
  updateGmiRoute(app, ctx);
}

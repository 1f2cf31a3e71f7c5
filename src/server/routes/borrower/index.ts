import type { FastifyInstance } from 'fastify';
import { guardSessions } from '../../auth/session-guard';
import type { RouteContext, RouteRegistration } from '../context';
import { accessCheckRoutes } from './access-checks';
import { agentSessionRoutes } from './agent-session';
import { createAccountRoute } from './create-account';
import { getAssetTypeRoute } from './get-asset-type';
import { getBorrowerDataRoute } from './get-borrower-data';
import { getDashboardRoute } from './get-dashboard';
import { getIncomeTypeRoute } from './get-income-type';
import { getTrackedBorrowersRoute } from './get-tracked-borrowers';
import { saveScreenAnswersRoute } from './save-screen-answers';
import { submitApplicationRoute } from './submit-application';
import { updateAdditionalIncomeRoute } from './update-additional-income';
import { updateApplicationDataRoute } from './update-application-data';
import { updateApplicationStatusRoute } from './update-application-status';
import { updateBorrowerAddressRoute } from './update-borrower-address';
import { updateBorrowerAssetRoute } from './update-borrower-asset';
import { updateBorrowerContactRoute } from './update-borrower-contact';
import { updateBorrowerDataRoute } from './update-borrower-data';
import { updateBorrowerEmploymentRoute } from './update-borrower-employment';
import { updateBorrowerLanguagePreferenceRoute } from './update-borrower-language-preference';
import { updateBorrowerPropertyRoute } from './update-borrower-property';
import { updateFinancesRoute } from './update-finances';
import { updateGmiRoute } from './update-gmi';
import { updateLenderLiabilityRoute } from './update-lender-liability';
import { updateMilitaryServiceRoute } from './update-military-service';
import { updateOtherAssetsAndLiabilitiesRoute } from './update-other-assets-and-liabilities';
import { updatePropertyAndMoneyRoute } from './update-property-and-money';
import { updateReviewedOfferRoute } from './update-reviewed-offer';

/** The borrower's calls, one file each: a new call is its file and its line here. */
const calls: RouteRegistration[] = [
  accessCheckRoutes,
  agentSessionRoutes,
  createAccountRoute,
  getAssetTypeRoute,
  getBorrowerDataRoute,
  getDashboardRoute,
  getIncomeTypeRoute,
  getTrackedBorrowersRoute,
  saveScreenAnswersRoute,
  submitApplicationRoute,
  updateAdditionalIncomeRoute,
  updateApplicationDataRoute,
  updateApplicationStatusRoute,
  updateBorrowerAddressRoute,
  updateBorrowerAssetRoute,
  updateBorrowerContactRoute,
  updateBorrowerDataRoute,
  updateBorrowerEmploymentRoute,
  updateBorrowerLanguagePreferenceRoute,
  updateBorrowerPropertyRoute,
  updateFinancesRoute,
  updateGmiRoute,
  updateLenderLiabilityRoute,
  updateMilitaryServiceRoute,
  updateOtherAssetsAndLiabilitiesRoute,
  updatePropertyAndMoneyRoute,
  updateReviewedOfferRoute,
];

/** An encapsulated plugin: every call in it is session-guarded, each as it declares (`config.session`). */
export async function borrowerCalls(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  guardSessions(app, ctx);
  for (const call of calls) call(app, ctx);
}

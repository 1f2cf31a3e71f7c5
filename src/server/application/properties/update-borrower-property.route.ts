import { DEFAULT_PROPERTY_STATUS } from '../../../shared/api/properties';
import { SESSION_USE } from '../../auth/session';
import { saveProperties } from './save-property';
import { saveCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

/** Property status defaults to 1 (Retained) on add: a new property sent without one gets it before validation. */
function defaultStatusOnAdd(body: unknown): void {
  const items = (body as { realEstateOwneds?: unknown } | null)?.realEstateOwneds;
  if (!Array.isArray(items)) return;
  for (const item of items) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) continue;
    const p = item as Record<string, unknown>;
    if (p.activeInd === true && p.realEstateOwnedId === undefined && p.propertyStatusTypeId === undefined) {
      p.propertyStatusTypeId = DEFAULT_PROPERTY_STATUS;
    }
  }
}

const updateBorrowerPropertyRoute: RouteRegistration = (app) => saveCall(app, 'UpdateBorrowerProperty', {
  session: SESSION_USE.changeApplication,
  preValidation: async (request) => defaultStatusOnAdd(request.body),
  names: (body) => ({ applicationIds: body.realEstateOwneds.flatMap((p) => p.applicationIds ?? []) }),
}, (tx, body, session) => saveProperties(tx, session, body));

export default calledBy('borrower', updateBorrowerPropertyRoute);

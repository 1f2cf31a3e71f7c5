import type { FastifyInstance } from 'fastify';
import type { UpdateBorrowerPropertyBody, UpdateBorrowerPropertyResponse } from '../../../shared/api/generated/types';
import { DEFAULT_PROPERTY_STATUS } from '../../../shared/api/properties';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { saveProperties } from '../../services/save-property';
import { callSchema } from '../call-route';

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

export function updateBorrowerPropertyRoute(app: FastifyInstance): void {
  app.post<{ Body: UpdateBorrowerPropertyBody }>(
    '/api/UpdateBorrowerProperty',
    {
      preValidation: async (request) => defaultStatusOnAdd(request.body),
      config: { session: SESSION_USE.changeApplication },
      schema: callSchema('UpdateBorrowerProperty'),
    },
    async (request): Promise<UpdateBorrowerPropertyResponse> => {
      const session = sessionOf(request);
      const body = request.body;
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: body.realEstateOwneds.flatMap((p) => p.applicationIds ?? []) });
        return saveProperties(tx, session, body);
      });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { CallBody, CallResponse } from '../../../shared/api/generated/calls';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { saveOtherAssetsAndLiabilities } from '../../services/save-other-assets-and-liabilities';
import { callSchema } from '../context';

/** Ours: the liability account, other asset, other liability and other expense forms (local-only in the spec). */
export function updateOtherAssetsAndLiabilitiesRoute(app: FastifyInstance): void {
  app.post<{ Body: CallBody<'UpdateOtherAssetsAndLiabilities'> }>(
    '/api/UpdateOtherAssetsAndLiabilities',
    {
      config: { session: SESSION_USE.changeApplication, answersProfile: true },
      schema: callSchema('UpdateOtherAssetsAndLiabilities'),
    },
    async (request): Promise<CallResponse<'UpdateOtherAssetsAndLiabilities'>> => {
      const session = sessionOf(request);
      const body = request.body;
      const borrowers = (body.otherLiabilities ?? []).flatMap((l) => l.applicationIds ?? []);
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [body.applicationId, ...borrowers] });
        return saveOtherAssetsAndLiabilities(tx, session, body);
      });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { CallBody, CallResponse } from '../../../shared/api/generated/calls';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { saveAsset } from '../../services/save-asset';
import { callSchema } from '../context';

export function updateBorrowerAssetRoute(app: FastifyInstance): void {
  app.post<{ Body: CallBody<'UpdateBorrowerAsset'> }>(
    '/api/UpdateBorrowerAsset',
    {
      config: { session: SESSION_USE.changeApplication, answersProfile: true },
      schema: callSchema('UpdateBorrowerAsset'),
    },
    async (request): Promise<CallResponse<'UpdateBorrowerAsset'>> => {
      const session = sessionOf(request);
      const body = request.body;
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, {
          applicationIds: [body.applicationId, ...body.borrowerAssets.map((b) => b.applicationId)],
        });
        return saveAsset(tx, session, body);
      });
    },
  );
}

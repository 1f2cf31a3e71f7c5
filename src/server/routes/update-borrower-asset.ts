import type { FastifyInstance } from 'fastify';
import type { UpdateBorrowerAssetBody, UpdateBorrowerAssetResponse } from '../../shared/api/finances';
import { auditedTransaction } from '../audit/audited-transaction';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { saveAsset } from '../services/save-asset';
import { errorResponses, ref, type RouteContext } from './context';

export function updateBorrowerAssetRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: UpdateBorrowerAssetBody }>(
    '/api/UpdateBorrowerAsset',
    {
      config: { answersProfile: true },
      onRequest: requireSession(db, config, { csrf: true, changesApplication: true }),
      schema: {
        body: ref('UpdateBorrowerAsset.body.json'),
        response: { 200: ref('UpdateBorrowerAsset.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<UpdateBorrowerAssetResponse> => {
      const session = sessionOf(request);
      const body = request.body;
      return auditedTransaction(db, request, async (tx) => {
        await assertOfferAccess(tx, session, {
          applicationIds: [body.applicationId, ...body.borrowerAssets.map((b) => b.applicationId)],
        });
        return saveAsset(tx, session, body);
      });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type {
  UpdateOtherAssetsAndLiabilitiesBody, UpdateOtherAssetsAndLiabilitiesResponse,
} from '../../shared/api/finances';
import { auditedTransaction } from '../audit/audited-transaction';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { saveOtherAssetsAndLiabilities } from '../services/save-other-assets-and-liabilities';
import { errorResponses, ref, type RouteContext } from './context';

/** Ours: the liability account, other asset, other liability and other expense forms (local-only in the spec). */
export function updateOtherAssetsAndLiabilitiesRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: UpdateOtherAssetsAndLiabilitiesBody }>(
    '/api/UpdateOtherAssetsAndLiabilities',
    {
      config: { answersProfile: true },
      onRequest: requireSession(db, config, { csrf: true, changesApplication: true }),
      schema: {
        body: ref('UpdateOtherAssetsAndLiabilities.body.json'),
        response: { 200: ref('UpdateOtherAssetsAndLiabilities.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<UpdateOtherAssetsAndLiabilitiesResponse> => {
      const session = sessionOf(request);
      const body = request.body;
      const borrowers = (body.otherLiabilities ?? []).flatMap((l) => l.applicationIds ?? []);
      return auditedTransaction(db, request, async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [body.applicationId, ...borrowers] });
        return saveOtherAssetsAndLiabilities(tx, session, body);
      });
    },
  );
}

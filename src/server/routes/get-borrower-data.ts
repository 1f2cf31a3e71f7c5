import type { FastifyInstance } from 'fastify';
import type { BorrowerProfile, GetBorrowerDataBody } from '../../shared/api/borrower-data';
import { requireSession, sessionOf } from '../auth/session';
import { readProfile } from '../profile/read-profile';
import { errorResponses, ref, type RouteContext } from './context';

export function getBorrowerDataRoute(app: FastifyInstance, { db, config, pii }: RouteContext): void {
  app.post<{ Body: GetBorrowerDataBody }>(
    '/api/GetBorrowerData',
    {
      onRequest: requireSession(db, config, { csrf: false }),
      schema: {
        body: ref('GetBorrowerData.body.json'),
        response: { 200: ref('BorrowerProfile.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<BorrowerProfile> => readProfile(db, pii, sessionOf(request), request.body.applicationId),
  );
}

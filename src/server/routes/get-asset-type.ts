import type { FastifyInstance } from 'fastify';
import type { AssetType } from '../../shared/api/finances';
import { requireSession } from '../auth/session';
import { listAssetTypes } from '../repositories/finances';
import { errorResponses, ref, type RouteContext } from './context';

/** Every asset type (the asset screen's type select). */
export function getAssetTypeRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post(
    '/api/GetAssetType',
    {
      onRequest: requireSession(db, config, { csrf: false }),
      schema: {
        body: ref('GetAssetType.body.json'),
        response: { 200: ref('GetAssetType.response.json'), ...errorResponses },
      },
    },
    async (): Promise<AssetType[]> => listAssetTypes(db),
  );
}

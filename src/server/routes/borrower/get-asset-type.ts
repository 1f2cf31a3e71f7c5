import type { FastifyInstance } from 'fastify';
import type { AssetType } from '../../../shared/api/finances';
import { SESSION_USE } from '../../auth/session';
import { listAssetTypes } from '../../repositories/finances';
import { callSchema, type RouteContext } from '../context';

/** Every asset type (the asset screen's type select). */
export function getAssetTypeRoute(app: FastifyInstance, { db }: RouteContext): void {
  app.post(
    '/api/GetAssetType',
    {
      config: { session: SESSION_USE.read },
      schema: callSchema('GetAssetType'),
    },
    async (): Promise<AssetType[]> => listAssetTypes(db),
  );
}

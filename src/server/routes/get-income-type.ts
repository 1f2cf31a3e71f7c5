import type { FastifyInstance } from 'fastify';
import type { IncomeType } from '../../shared/api/step1';
import { requireSession } from '../auth/session';
import { listIncomeTypes } from '../repositories/income-types';
import { errorResponses, ref, type RouteContext } from './context';

/** Every income type; the screens pick military (entitlements) or non-military (other income) ones. */
export function getIncomeTypeRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post(
    '/api/GetIncomeType',
    {
      onRequest: requireSession(db, config, { csrf: false }),
      schema: {
        body: ref('GetIncomeType.body.json'),
        response: { 200: ref('GetIncomeType.response.json'), ...errorResponses },
      },
    },
    async (): Promise<IncomeType[]> => listIncomeTypes(db),
  );
}

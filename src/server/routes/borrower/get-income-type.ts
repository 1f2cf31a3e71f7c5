import type { FastifyInstance } from 'fastify';
import type { IncomeType } from '../../../shared/api/step1';
import { SESSION_USE } from '../../auth/session';
import { listIncomeTypes } from '../../repositories/income-types';
import { callSchema, type RouteContext } from '../context';

/** Every income type; the screens pick military (entitlements) or non-military (other income) ones. */
export function getIncomeTypeRoute(app: FastifyInstance, { db }: RouteContext): void {
  app.post(
    '/api/GetIncomeType',
    {
      config: { session: SESSION_USE.read },
      schema: callSchema('GetIncomeType'),
    },
    async (): Promise<IncomeType[]> => listIncomeTypes(db),
  );
}

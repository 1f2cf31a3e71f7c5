import type { FastifyInstance } from 'fastify';
import type { BooleanFlagResponse } from '../../shared/api/generated/types';
import { readFlag } from './feature-flags';
import { calledBy, errorResponses, ref, type RouteContext } from '../routes/context';

function landingFlagRoute(app: FastifyInstance, { db }: RouteContext): void {
  app.get(
    '/api/BooleanFlag/LandingPageFlag',
    { schema: { response: { 200: ref('BooleanFlag.response.json'), ...errorResponses } } },
    async (): Promise<BooleanFlagResponse> => ({ flagValue: await readFlag(db, 'LandingPageFlag') }),
  );
}

export default calledBy('public', landingFlagRoute);

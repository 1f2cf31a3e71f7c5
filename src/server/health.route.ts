import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '../shared/api/generated/types';
import { calledBy, errorResponses, ref } from './routes/context';

function healthRoute(app: FastifyInstance): void {
  app.get('/api/health', { schema: { response: { 200: ref('Health.response.json'), ...errorResponses } } },
    async (): Promise<HealthResponse> => ({ status: 'ok' }));
}

export default calledBy('public', healthRoute);

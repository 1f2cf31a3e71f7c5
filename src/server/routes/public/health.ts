import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '../../../shared/api/health';
import { errorResponses, ref } from '../context';

export function healthRoute(app: FastifyInstance): void {
  app.get('/api/health', { schema: { response: { 200: ref('Health.response.json'), ...errorResponses } } },
    async (): Promise<HealthResponse> => ({ status: 'ok' }));
}

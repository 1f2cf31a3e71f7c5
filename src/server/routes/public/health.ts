import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '../../../shared/api/generated/types';
import { errorResponses, ref } from '../context';

export default function healthRoute(app: FastifyInstance): void {
  app.get('/api/health', { schema: { response: { 200: ref('Health.response.json'), ...errorResponses } } },
    async (): Promise<HealthResponse> => ({ status: 'ok' }));
}

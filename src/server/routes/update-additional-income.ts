import type { FastifyInstance } from 'fastify';
import type { UpdateBorrowerAdditionalIncomeBody, UpdateBorrowerAdditionalIncomeResponse } from '../../shared/api/step1';
import { auditedTransaction } from '../audit/audited-transaction';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { saveAdditionalIncomes } from '../services/save-additional-income';
import { errorResponses, ref, type RouteContext } from './context';

export function updateAdditionalIncomeRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: UpdateBorrowerAdditionalIncomeBody }>(
    '/api/UpdateBorrowerAdditionalIncome',
    {
      onRequest: requireSession(db, config, { csrf: true, changesApplication: true }),
      schema: {
        body: ref('UpdateBorrowerAdditionalIncome.body.json'),
        response: { 200: ref('UpdateBorrowerAdditionalIncome.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<UpdateBorrowerAdditionalIncomeResponse> => {
      const session = sessionOf(request);
      const items = request.body;
      return auditedTransaction(db, request, async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: items.map((i) => i.applicationId) });
        return saveAdditionalIncomes(tx, items);
      });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { UpdateBorrowerAdditionalIncomeBody, UpdateBorrowerAdditionalIncomeResponse } from '../../../shared/api/generated/types';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { saveAdditionalIncomes } from '../../services/save-additional-income';
import { callSchema } from '../call-route';

export function updateAdditionalIncomeRoute(app: FastifyInstance): void {
  app.post<{ Body: UpdateBorrowerAdditionalIncomeBody }>(
    '/api/UpdateBorrowerAdditionalIncome',
    {
      config: { session: SESSION_USE.changeApplication },
      schema: callSchema('UpdateBorrowerAdditionalIncome'),
    },
    async (request): Promise<UpdateBorrowerAdditionalIncomeResponse> => {
      const session = sessionOf(request);
      const items = request.body;
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: items.map((i) => i.applicationId) });
        return saveAdditionalIncomes(tx, items);
      });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { UpdateBorrowerContactBody, UpdateBorrowerContactResponse } from '../../shared/api/step1';
import { auditedTransaction } from '../audit/audited-transaction';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { AppError } from '../errors';
import { findApplication } from '../repositories/applications';
import { saveContact } from '../services/save-contact';
import { errorResponses, ref, type RouteContext } from './context';

export function updateBorrowerContactRoute(app: FastifyInstance, { db, config }: RouteContext): void {
  app.post<{ Body: UpdateBorrowerContactBody }>(
    '/api/UpdateBorrowerContact',
    {
      config: { answersProfile: true },
      onRequest: requireSession(db, config, { csrf: true, changesApplication: true }),
      schema: {
        body: ref('UpdateBorrowerContact.body.json'),
        response: { 200: ref('UpdateBorrowerContact.response.json'), ...errorResponses },
      },
    },
    async (request): Promise<UpdateBorrowerContactResponse> => {
      const session = sessionOf(request);
      const body = request.body;
      return auditedTransaction(db, request, async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [body.applicationId], borrowerIds: [body.borrowerId] });
        // The contact saved is the application's own borrower's.
        const application = await findApplication(tx, body.applicationId);
        if (!application || application.borrowerId !== body.borrowerId) throw new AppError('FORBIDDEN');
        return saveContact(tx, body);
      });
    },
  );
}

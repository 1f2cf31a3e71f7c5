import type { FastifyInstance } from 'fastify';
import type { CallBody, CallResponse } from '../../../shared/api/generated/calls';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { AppError } from '../../errors';
import { findApplication } from '../../repositories/applications';
import { saveContact } from '../../services/save-contact';
import { callSchema } from '../context';

export function updateBorrowerContactRoute(app: FastifyInstance): void {
  app.post<{ Body: CallBody<'UpdateBorrowerContact'> }>(
    '/api/UpdateBorrowerContact',
    {
      config: { session: SESSION_USE.changeApplication, answersProfile: true },
      schema: callSchema('UpdateBorrowerContact'),
    },
    async (request): Promise<CallResponse<'UpdateBorrowerContact'>> => {
      const session = sessionOf(request);
      const body = request.body;
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [body.applicationId], borrowerIds: [body.borrowerId] });
        // The contact saved is the application's own borrower's.
        const application = await findApplication(tx, body.applicationId);
        if (!application || application.borrowerId !== body.borrowerId) throw new AppError('FORBIDDEN');
        return saveContact(tx, body);
      });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { CallBody } from '../../../shared/api/generated/calls';
import { assertOfferAccess, SESSION_USE, sessionOf } from '../../auth/session';
import { AppError, toFieldErrors } from '../../errors';
import { saveScreenAnswers } from '../../repositories/screen-answers';
import { callSchema, type RouteContext } from '../context';

/**
 * SaveScreenAnswers: the answers of a screen whose fields belong to no other record, checked by that screen's own
 * schema (the same messages as the browser) and stored as one document per application and screen.
 */
export function saveScreenAnswersRoute(app: FastifyInstance, { answerChecks }: RouteContext): void {
  app.post<{ Body: CallBody<'SaveScreenAnswers'> }>(
    '/api/SaveScreenAnswers',
    {
      config: { session: SESSION_USE.changeApplication, answersProfile: true },
      schema: callSchema('SaveScreenAnswers'),
    },
    async (request) => {
      const session = sessionOf(request);
      const { applicationId, screenId, answers } = request.body;
      const check = answerChecks.get(screenId);
      if (!check) throw new AppError('VALIDATION_FAILED', [{ field: 'screenId', message: 'is not a screen that saves its answers.' }]);
      const errors = check(answers);
      if (errors) throw new AppError('VALIDATION_FAILED', toFieldErrors(errors));
      return request.auditedTransaction(async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [applicationId] });
        return { screenId, answers: await saveScreenAnswers(tx, applicationId, screenId, answers) };
      });
    },
  );
}

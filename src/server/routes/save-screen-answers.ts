import type { FastifyInstance } from 'fastify';
import { auditedTransaction } from '../audit/audited-transaction';
import { assertOfferAccess, requireSession, sessionOf } from '../auth/session';
import { AppError, toFieldErrors } from '../errors';
import { saveScreenAnswers } from '../repositories/screen-answers';
import type { AnswersCheck } from '../screens/answer-screens';
import { errorResponses, ref, type RouteContext } from './context';

interface SaveScreenAnswersBody {
  applicationId: number;
  screenId: string;
  answers: Record<string, unknown>;
}

/**
 * SaveScreenAnswers: the answers of a screen whose fields belong to no other record, checked by that screen's own
 * schema (the same messages as the browser) and stored as one document per application and screen.
 */
export function saveScreenAnswersRoute(app: FastifyInstance, { db, config }: RouteContext, checks: Map<string, AnswersCheck>): void {
  app.post<{ Body: SaveScreenAnswersBody }>(
    '/api/SaveScreenAnswers',
    {
      config: { answersProfile: true },
      onRequest: requireSession(db, config, { csrf: true, changesApplication: true }),
      schema: {
        body: ref('SaveScreenAnswers.body.json'),
        response: { 200: ref('SaveScreenAnswers.response.json'), ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { applicationId, screenId, answers } = request.body;
      const check = checks.get(screenId);
      if (!check) throw new AppError('VALIDATION_FAILED', [{ field: 'screenId', message: 'is not a screen that saves its answers.' }]);
      const errors = check(answers);
      if (errors) throw new AppError('VALIDATION_FAILED', toFieldErrors(errors));
      return auditedTransaction(db, request, async (tx) => {
        await assertOfferAccess(tx, session, { applicationIds: [applicationId] });
        return { screenId, answers: await saveScreenAnswers(tx, applicationId, screenId, answers) };
      });
    },
  );
}

import { SESSION_USE } from '../../auth/session';
import { AppError, toFieldErrors } from '../../errors';
import { saveScreenAnswers } from './screen-answers';
import { withoutHiddenErrors } from '../../screens/stored-body';
import { saveCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

/**
 * SaveScreenAnswers: the answers of a screen whose fields belong to no other record, checked by that screen's own
 * schema (the same messages as the browser) and stored as one document per application and screen. What the
 * screen's rules hide is neither stored nor missing.
 */
const saveScreenAnswersRoute: RouteRegistration = (app, { answerChecks }) => saveCall(app, 'SaveScreenAnswers', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  names: (body) => ({ applicationIds: [body.applicationId] }),
}, async (tx, body, _session, hidden) => {
  const { applicationId, screenId, answers } = body;
  const check = answerChecks.get(screenId);
  if (!check) throw new AppError('VALIDATION_FAILED', [{ field: 'screenId', message: 'is not a screen that saves its answers.' }]);
  const errors = withoutHiddenErrors(toFieldErrors(check(answers) ?? []), hidden, '/answers');
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors);
  return { screenId, answers: await saveScreenAnswers(tx, applicationId, screenId, answers) };
});

export default calledBy('borrower', saveScreenAnswersRoute);

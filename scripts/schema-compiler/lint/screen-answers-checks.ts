import type { ScreenBinding } from '../../../src/shared/binding/types';
import type { Flow } from '../../../src/shared/flow/types';
import { pointerTokens } from '../../../src/shared/json-pointer';
import { SAVE_SCREEN_ANSWERS, screensSavingAnswers } from '../../../src/server/screens/answer-screens';
import { byCloseness } from './closest';
import type { Finding } from './types';

const ANSWERS = 'screenAnswers';

/**
 * Screen answers are kept only for the screens whose flow node saves through SaveScreenAnswers: a binding reading
 * `/screenAnswers/<step>/<screen>` names one of them (any other reads nothing, and the screen shows empty after a
 * reload), and a binding saving through it sends its own screen's id as `screenId` (the server refuses any other).
 */
export function checkScreenAnswers(binding: ScreenBinding, screenId: string, flow: Flow, file: string): Finding[] {
  const saving = screensSavingAnswers(flow);
  return [...checkAnswersRead(binding, saving, file), ...checkAnswersScreenId(binding, screenId, flow, file)];
}

function checkAnswersRead(binding: ScreenBinding, saving: string[], file: string): Finding[] {
  const from = binding.read?.from;
  if (typeof from !== 'string') return [];
  const [root, step, screen] = pointerTokens(from);
  if (root !== ANSWERS) return [];
  const named = step !== undefined && screen !== undefined ? `${step}/${screen}` : undefined;
  if (named && saving.includes(named)) return [];
  const these = saving.length > 0 ? `screens that do save answers: ${byCloseness(named ?? '', saving).join(', ')}` : 'no screen saves its answers yet';
  const what = named ? `reads the answers of "${named}", which no flow node saves through ${SAVE_SCREEN_ANSWERS}` : `names no screen (/${ANSWERS}/<step>/<screen>)`;
  return [{ file, pointer: '/read/from', message: `"${from}" ${what}; ${these}` }];
}

function checkAnswersScreenId(binding: ScreenBinding, screenId: string, flow: Flow, file: string): Finding[] {
  const savesAnswers = flow.steps.some((step) => step.nodes.some((node) => node.screen === screenId && node.save === SAVE_SCREEN_ANSWERS));
  const body = binding.save?.body;
  if (!savesAnswers || body === null || typeof body !== 'object' || Array.isArray(body) || !('screenId' in body)) return [];
  if (body.screenId === screenId) return [];
  return [{
    file,
    pointer: '/save/body/screenId',
    message: `sends ${JSON.stringify(body.screenId)} to ${SAVE_SCREEN_ANSWERS}, which keeps a screen's answers only under its own id: "${screenId}"`,
  }];
}

import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Flow } from '../../shared/flow/types';
import { SCHEMA_ID_BASE } from '../../shared/validation/schema-documents';
import { flowBeside } from './flow-beside';
import type { ServerSchemas } from './screen-saves';

export const SAVE_SCREEN_ANSWERS = 'SaveScreenAnswers';

/** The check of one screen's answers: the screen's own schema, as the browser runs it. */
export type AnswersCheck = (answers: unknown) => ErrorObject[] | null;

/** The screens whose flow node saves through SaveScreenAnswers (the server accepts answers of these only). */
export function screensSavingAnswers(flow: Flow): string[] {
  const ids = flow.steps.flatMap((step) => step.nodes.flatMap((node) => (node.save === SAVE_SCREEN_ANSWERS && node.screen ? [node.screen] : [])));
  return [...new Set(ids)];
}

/**
 * The answer checks of every screen that saves its answers through SaveScreenAnswers, compiled once at start with
 * the same ajv options and keywords as the browser's precompiled validators. Any other screen id has none.
 */
export function answerChecks(schemasDir: string, schemas: () => ServerSchemas): Map<string, AnswersCheck> {
  const ids = screensSavingAnswers(flowBeside(schemasDir));
  const checks = new Map<string, AnswersCheck>();
  if (ids.length === 0) return checks;
  const { ajv } = schemas();
  for (const screenId of ids) {
    const validate: ValidateFunction | undefined = ajv.getSchema(`${SCHEMA_ID_BASE}${screenId}.schema.json`);
    if (!validate) throw new Error(`the flow saves ${screenId} through ${SAVE_SCREEN_ANSWERS}, but schemas/${screenId}.schema.json does not exist`);
    checks.set(screenId, (answers) => (validate(answers) ? null : (validate.errors ?? [])));
  }
  return checks;
}

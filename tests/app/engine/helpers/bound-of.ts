import type { ScreenModule } from '../../../../src/app/generated/screens';
import { boundScreenOf } from '../../../../src/app/engine/binding/bound-screen';
import type { BoundScreen } from '../../../../src/app/engine';

const PREFIX = '../../../../src/app/generated/screens/';
const modules = import.meta.glob<ScreenModule>(
  ['../../../../src/app/generated/screens/**/*.ts', '!**/index.ts', '!**/texts.ts', '!**/*.validators.ts', '!**/*.conditions.ts', '!**/*.texts.ts'],
  { eager: true },
);

/** The generated module of a screen (its schema, uiSchema, binding and rule conditions). */
export function screenModuleOf(screenId: string): ScreenModule {
  const screen = modules[`${PREFIX}${screenId}.ts`];
  if (!screen) throw new Error(`no generated module for ${screenId} (npm run build:schemas)`);
  return screen;
}

/** The screen's binding at work, as the flow screen uses it. */
export function boundOf(screenId: string): BoundScreen {
  return boundScreenOf(screenModuleOf(screenId), { save: 'the node save' });
}
